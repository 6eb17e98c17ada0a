import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { KYC_DOCUMENT_MAX_PIXELS } from '@ex/contracts';
import { DocumentRefusal } from './document-refusal';
import { checkPdfContent } from './pdf-content';

/**
 * What a KYC upload really is (issue 10 "A KYC upload must be decoded as an image or PDF … not judged
 * by its first bytes"). `file-type` names the format from the content; then the whole file must be
 * that format and nothing else:
 * - JPEG and PNG: the marker or chunk structure runs from the signature to the end marker with no
 *   bytes after it, no PDF header hides in the first KiB (a reader looks there), and sharp (libvips)
 *   decodes every pixel with warnings as errors, one frame, at most KYC_DOCUMENT_MAX_PIXELS;
 * - PDF: see {@link checkPdfContent}.
 * A refusal is a {@link DocumentRefusal} whose message the upload's 400 shows next to the file.
 */
export type DocumentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

export const DOCUMENT_REFUSALS = {
  type: 'Use a JPEG, PNG or PDF',
  damagedImage: 'The image is damaged or incomplete',
  trailingData: 'The file has other data after the end of the image',
  hiddenPdf: 'The image also contains a PDF',
  tooManyPixels: `The image is larger than ${KYC_DOCUMENT_MAX_PIXELS / 1_000_000} megapixels`,
  animated: 'Use a single still image',
} as const;

// One decode at a time per request; nothing is cached between uploads (every file is new).
sharp.cache(false);

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/**
 * The document's real type, after checking the whole file.
 * @throws DocumentRefusal when it is not entirely a JPEG, PNG or PDF that decodes cleanly.
 */
export async function checkDocumentContent(bytes: Uint8Array): Promise<DocumentMime> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected === 'application/pdf') {
    await checkPdfContent(bytes);
    return detected;
  }
  if (detected === 'image/png' || detected === 'image/jpeg') {
    await checkImage(bytes, detected);
    return detected;
  }
  // 'image/apng' (an animated PNG) is a PNG by signature: refused as not a still image.
  throw new DocumentRefusal(detected === 'image/apng' ? DOCUMENT_REFUSALS.animated : DOCUMENT_REFUSALS.type);
}

async function checkImage(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): Promise<void> {
  const end = mime === 'image/png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end === null) throw new DocumentRefusal(DOCUMENT_REFUSALS.damagedImage);
  if (end !== bytes.length) throw new DocumentRefusal(DOCUMENT_REFUSALS.trailingData);
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes(PDF_HEADER)) {
    throw new DocumentRefusal(DOCUMENT_REFUSALS.hiddenPdf);
  }
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: KYC_DOCUMENT_MAX_PIXELS, sequentialRead: true });
  try {
    const meta = await image.metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) throw new DocumentRefusal(DOCUMENT_REFUSALS.type);
    if ((meta.pages ?? 1) > 1) throw new DocumentRefusal(DOCUMENT_REFUSALS.animated);
    if (meta.width * meta.height > KYC_DOCUMENT_MAX_PIXELS) throw new DocumentRefusal(DOCUMENT_REFUSALS.tooManyPixels);
    // Statistics need every pixel: the whole image is decoded, streaming, without holding it.
    await image.stats();
  } catch (error) {
    if (error instanceof DocumentRefusal) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new DocumentRefusal(DOCUMENT_REFUSALS.tooManyPixels);
    throw new DocumentRefusal(DOCUMENT_REFUSALS.damagedImage);
  }
}

const u32 = (b: Uint8Array, i: number) => (b[i] ?? 0) * 0x1000000 + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));

/** The offset just past a PNG's IEND chunk, walking the chunks from the signature; null when cut short. */
export function pngEnd(b: Uint8Array): number | null {
  let i = 8;
  while (i + 12 <= b.length) {
    const next = i + 12 + u32(b, i);
    if (next > b.length) return null;
    if (b[i + 4] === 0x49 && b[i + 5] === 0x45 && b[i + 6] === 0x4e && b[i + 7] === 0x44) return next; // IEND
    i = next;
  }
  return null;
}

const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * The offset just past a JPEG's EOI marker, walking the marker segments from SOI and each scan's
 * entropy-coded data (where 0xFF is followed by 0x00, a restart marker or fill); null when cut short.
 */
export function jpegEnd(b: Uint8Array): number | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return i + 2; // EOI
    if (isRst(marker) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const length = ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0);
    let next = i + 2 + length;
    if (length < 2 || next > b.length) return null;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next real marker.
      while (next + 1 < b.length && !(b[next] === 0xff && b[next + 1] !== 0x00 && b[next + 1] !== 0xff && !isRst(b[next + 1] ?? 0)))
        next += 1;
      if (next + 1 >= b.length) return null;
    }
    i = next;
  }
  return null;
}
