import { constants, inflateSync } from 'node:zlib';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, decodePDFRawStream } from '@pdfme/pdf-lib';
import { DocumentRefusal } from './document-refusal';

/**
 * A KYC PDF must be a plain document: it parses completely (pdf-lib, every object, object streams
 * included, invalid objects fatal), has at least one page, ends at its last `%%EOF`, is not
 * encrypted, every stream in a filter we can decode decodes, and nothing in it acts on its own.
 *
 * Decision on active content: refused wherever it appears (catalog, page, annotation, form field,
 * inside object streams, names written with `#xx` escapes): JavaScript (`/JS`, `/JavaScript`, `/S
 * /JavaScript`), automatic actions (`/AA`), actions that open or send elsewhere (`/Launch`, `/GoToR`,
 * `/GoToE`, `/SubmitForm`, `/ImportData`, `/RichMediaExecute`), attached files (`/EmbeddedFiles`,
 * `/EF`, `/EmbeddedFile`), XFA forms and rich media. An `/OpenAction` that only opens a page (a
 * destination or `/GoTo`, as word processors write) is allowed; links to web pages (`/URI`) too.
 */

export const PDF_REFUSALS = {
  damaged: 'The PDF is damaged or incomplete',
  encrypted: 'The PDF is password-protected: upload it without a password',
  noPages: 'The PDF has no pages',
  trailingData: 'The file has other data after the end of the PDF',
  tooLarge: 'The PDF is too large once decompressed',
} as const;

/** Decompressed bytes a PDF may hold in all: guards the parser against a compression bomb. */
export const PDF_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

const ACTIVE_KEYS: Readonly<Record<string, string>> = {
  JS: 'JavaScript',
  JavaScript: 'JavaScript',
  AA: 'automatic actions',
  EmbeddedFiles: 'an attached file',
  EF: 'an attached file',
  XFA: 'an XFA form',
  RichMediaContent: 'embedded media',
  RichMediaSettings: 'embedded media',
};
const ACTIVE_NAMES: Readonly<Record<string, string>> = {
  JavaScript: 'JavaScript',
  Launch: 'an action that opens another file',
  GoToR: 'an action that opens another file',
  GoToE: 'an action that opens another file',
  SubmitForm: 'a form that sends data',
  ImportData: 'a form that imports data',
  RichMediaExecute: 'embedded media',
  RichMedia: 'embedded media',
  EmbeddedFile: 'an attached file',
};
const DECODABLE_FILTERS = new Set(['FlateDecode', 'LZWDecode', 'ASCIIHexDecode', 'ASCII85Decode', 'RunLengthDecode']);

/**
 * @throws DocumentRefusal when the PDF is damaged, encrypted, empty, followed by other data, too large
 * decompressed (more than `maxInflatedBytes`, default {@link PDF_MAX_INFLATED_BYTES}), or has active content.
 */
export async function checkPdfContent(bytes: Uint8Array, limits: { maxInflatedBytes?: number } = {}): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!endsAtEof(buf)) throw new DocumentRefusal(buf.includes('%%EOF', 0, 'latin1') ? PDF_REFUSALS.trailingData : PDF_REFUSALS.damaged);
  if (!inflatesWithin(buf, limits.maxInflatedBytes ?? PDF_MAX_INFLATED_BYTES)) throw new DocumentRefusal(PDF_REFUSALS.tooLarge);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (doc.getPageCount() === 0) throw new DocumentRefusal(PDF_REFUSALS.noPages);
    doc.getPages();
  } catch (error) {
    if (error instanceof DocumentRefusal) throw error;
    throw new DocumentRefusal(error instanceof EncryptedPDFError ? PDF_REFUSALS.encrypted : PDF_REFUSALS.damaged);
  }
  const seen = new Set<unknown>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = activeContent(object, seen);
    if (found) throw new DocumentRefusal(`The PDF contains ${found}: upload a plain document`);
    if (object instanceof PDFRawStream && !decodes(object)) throw new DocumentRefusal(PDF_REFUSALS.damaged);
  }
}

/** What active content `object` (walked through its direct dictionaries and arrays) holds, or null. */
function activeContent(object: unknown, seen: Set<unknown>): string | null {
  if (object instanceof PDFStream) return activeContent(object.dict, seen);
  if (object instanceof PDFName) return ACTIVE_NAMES[object.decodeText()] ?? null;
  if (seen.has(object)) return null;
  if (object instanceof PDFArray) {
    seen.add(object);
    for (const item of object.asArray()) {
      const found = activeContent(item, seen);
      if (found) return found;
    }
  } else if (object instanceof PDFDict) {
    seen.add(object);
    for (const [key, value] of object.entries()) {
      const found =
        ACTIVE_KEYS[key.decodeText()] ?? (key.decodeText() === 'OpenAction' ? openAction(value) : null) ?? activeContent(value, seen);
      if (found) return found;
    }
  }
  return null;
}

/** An /OpenAction that does more than open a page. */
function openAction(value: unknown): string | null {
  if (!(value instanceof PDFDict)) return null; // a destination array, or a reference checked on its own
  const type = value.get(PDFName.of('S'));
  return type instanceof PDFName && type.decodeText() !== 'GoTo' ? (ACTIVE_NAMES[type.decodeText()] ?? 'an action when opened') : null;
}

/** True when the stream's filters are all ones pdf-lib decodes and the data decodes, or when it uses an image codec. */
function decodes(stream: PDFRawStream): boolean {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const names = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (!names.every((n) => n instanceof PDFName && DECODABLE_FILTERS.has(n.decodeText()))) return true;
  try {
    decodePDFRawStream(stream).decode();
    return true;
  } catch {
    return false;
  }
}

/** The file ends with `%%EOF` and at most end-of-line characters after it. */
function endsAtEof(buf: Buffer): boolean {
  let end = buf.length;
  while (end > 0 && [0x0a, 0x0d, 0x20, 0x00].includes(buf[end - 1] ?? 0)) end -= 1;
  return end >= 5 && buf.toString('latin1', end - 5, end) === '%%EOF';
}

/**
 * False when the zlib data of the file's streams inflates to more than `budget` bytes. Streams are
 * found by their keywords, before parsing, so the parser never inflates a bomb; data that is not
 * zlib (image codecs) is skipped, and the parse decides whether it is damaged.
 */
function inflatesWithin(buf: Buffer, budget: number): boolean {
  let total = 0;
  let from = 0;
  for (;;) {
    const keyword = buf.indexOf('stream', from, 'latin1');
    if (keyword < 0) return true;
    let start = keyword + 6;
    from = start;
    if (keyword >= 3 && buf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    if (buf[start] === 0x0d) start += 1;
    if (buf[start] !== 0x0a) continue;
    const end = buf.indexOf('endstream', start + 1, 'latin1');
    try {
      total += inflateSync(buf.subarray(start + 1, end < 0 ? buf.length : end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget - total + 1,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
    }
    if (total > budget) return false;
    from = end < 0 ? buf.length : end + 9;
  }
}
