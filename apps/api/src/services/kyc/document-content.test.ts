import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KYC_DOCUMENT_MAX_PIXELS } from '@ex/contracts';
import {
  TINY_PNG,
  concat,
  makeJpeg,
  makePdf,
  makePng,
  objectStream,
  pngChunk,
  streamObject,
  withPngSize,
} from '../../test/document-fixtures';
import { DOCUMENT_REFUSALS, checkDocumentContent, jpegEnd, pngEnd } from './document-content';
import { PDF_REFUSALS, checkPdfContent } from './pdf-content';

const DECODED = 'issue 10 "A KYC upload must be decoded as an image or PDF … not judged by its first bytes"';
const png = await makePng();
const jpeg = await makeJpeg();
const pdf = makePdf();

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await checkDocumentContent(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe(`${DECODED}: clean documents`, () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['the e2e 1×1 PNG', TINY_PNG, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a one-page PDF', pdf, 'application/pdf'],
    [
      'a PDF that opens at page 1 and links to a web page',
      makePdf({
        catalog: '/OpenAction [3 0 R /Fit]',
        page: '/Annots [6 0 R]',
        more: ['<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (https://example.com/) >> >>'],
      }),
      'application/pdf',
    ],
    ['a PDF whose OpenAction is a GoTo', makePdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' }), 'application/pdf'],
    [
      'a PDF with an uncompressed content stream and a trailing newline after %%EOF',
      concat(makePdf({ content: streamObject('', Buffer.from('BT ET')) }), '\r\n'),
      'application/pdf',
    ],
  ])('accepts %s', async (_name, bytes, mime) => {
    await expect(checkDocumentContent(bytes)).resolves.toBe(mime);
  });
});

describe(`${DECODED}: images`, () => {
  const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');
  it.each([
    ['an HTML file renamed .png', html, DOCUMENT_REFUSALS.type],
    ['plain text', new TextEncoder().encode('just some text, not an image\n'), DOCUMENT_REFUSALS.type],
    ['a PNG signature followed by garbage', concat(png.subarray(0, 8), 'A'.repeat(400)), DOCUMENT_REFUSALS.type],
    ['a PNG header (signature and IHDR) followed by garbage', concat(png.subarray(0, 33), 'A'.repeat(400)), DOCUMENT_REFUSALS.damagedImage],
    ['a PNG cut in half', png.subarray(0, png.length >> 1), DOCUMENT_REFUSALS.damagedImage],
    ['a PNG whose image data is corrupt (CRC intact)', corruptPngData(png), DOCUMENT_REFUSALS.damagedImage],
    ['a JPEG signature followed by garbage', concat(jpeg.subarray(0, 4), 'A'.repeat(400)), DOCUMENT_REFUSALS.damagedImage],
    ['a truncated JPEG', jpeg.subarray(0, jpeg.length - 40), DOCUMENT_REFUSALS.damagedImage],
    [
      'a JPEG cut in its image data, its end marker put back',
      concat(jpeg.subarray(0, jpeg.length - 60), new Uint8Array([0xff, 0xd9])),
      DOCUMENT_REFUSALS.damagedImage,
    ],
    ['a JPEG with an HTML page after its end', concat(jpeg, html), DOCUMENT_REFUSALS.trailingData],
    ['a PNG with a ZIP archive after IEND', concat(png, 'PK\x03\x04', 'A'.repeat(100)), DOCUMENT_REFUSALS.trailingData],
    [
      'a PNG/PDF polyglot (PDF header in a text chunk)',
      concat(png.subarray(0, 33), pngChunk('tEXt', Buffer.from('Comment\0%PDF-1.7 1 0 obj', 'latin1')), png.subarray(33)),
      DOCUMENT_REFUSALS.hiddenPdf,
    ],
    [
      `a PNG that claims 10000×10000 pixels (limit ${KYC_DOCUMENT_MAX_PIXELS})`,
      withPngSize(png, 10_000, 10_000),
      DOCUMENT_REFUSALS.tooManyPixels,
    ],
  ])('refuses %s', async (_name, bytes, message) => {
    expect(await refusal(bytes)).toBe(message);
  });

  it('walks PNG chunks and JPEG segments to the end marker', () => {
    expect(pngEnd(png)).toBe(png.length);
    expect(jpegEnd(jpeg)).toBe(jpeg.length);
    expect(pngEnd(png.subarray(0, png.length - 1))).toBeNull();
    expect(jpegEnd(jpeg.subarray(0, jpeg.length - 1))).toBeNull();
  });
});

describe(`${DECODED}: PDFs`, () => {
  const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const link = (action: string) => ({
    page: '/Annots [6 0 R]',
    more: [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} >>`],
  });
  it.each([
    ['a PDF header followed by junk', concat('%PDF-1.7\n', 'junk '.repeat(200), '\n%%EOF\n'), PDF_REFUSALS.damaged],
    ['a truncated PDF', pdf.subarray(0, Math.floor(pdf.length * 0.6)), PDF_REFUSALS.damaged],
    ['a PDF with an HTML page after %%EOF', concat(pdf, '<html><script>alert(1)</script></html>'), PDF_REFUSALS.trailingData],
    [
      'a PDF whose content stream is corrupt',
      makePdf({ content: streamObject('/Filter /FlateDecode', concat(deflateSync('BT ET').subarray(0, 2), 'garbage!')) }),
      PDF_REFUSALS.damaged,
    ],
    ['a PDF without pages', makePdf({ catalog: '/Pages 6 0 R', more: ['<< /Type /Pages /Kids [] /Count 0 >>'] }), PDF_REFUSALS.noPages],
    [
      'a PDF with /OpenAction JavaScript',
      makePdf({ catalog: `/OpenAction ${js}` }),
      'The PDF contains JavaScript: upload a plain document',
    ],
    [
      'a PDF with document-level /JavaScript',
      makePdf({ catalog: '/Names << /JavaScript 6 0 R >>', more: ['<< /Names [(x) 7 0 R] >>', js] }),
      'The PDF contains JavaScript: upload a plain document',
    ],
    ['a PDF with JavaScript in a link', makePdf(link(js)), 'The PDF contains JavaScript: upload a plain document'],
    [
      'a PDF with JavaScript in an object stream, its name #-escaped',
      makePdf({
        ...link('7 0 R'),
        more: ['<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /A 8 0 R >>', objectStream(8, ['<< /S /J#61vaScript /JS (1) >>'])],
      }),
      'The PDF contains JavaScript: upload a plain document',
    ],
    [
      'a PDF with automatic page actions',
      makePdf({ page: '/AA << /O 6 0 R >>', more: ['<< /S /Named /N /Print >>'] }),
      'The PDF contains automatic actions: upload a plain document',
    ],
    [
      'a PDF that opens by printing',
      makePdf({ catalog: '/OpenAction << /S /Named /N /Print >>' }),
      'The PDF contains an action when opened: upload a plain document',
    ],
    [
      'a PDF with a launch action',
      makePdf(link('<< /S /Launch /F (calc.exe) >>')),
      'The PDF contains an action that opens another file: upload a plain document',
    ],
    [
      'a PDF with an embedded file',
      makePdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
        more: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', streamObject('/Type /EmbeddedFile', Buffer.from('MZ'))],
      }),
      'The PDF contains an attached file: upload a plain document',
    ],
    [
      'a PDF with an XFA form',
      makePdf({ catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', more: [streamObject('', Buffer.from('<xdp:xdp/>'))] }),
      'The PDF contains an XFA form: upload a plain document',
    ],
    ['an encrypted PDF', encrypted(), PDF_REFUSALS.encrypted],
  ])('refuses %s', async (_name, bytes, message) => {
    expect(await refusal(bytes)).toBe(message);
  });

  it('refuses a compression bomb before the parser inflates it', async () => {
    const bomb = makePdf({ more: [streamObject('/Filter /FlateDecode', new Uint8Array(deflateSync(Buffer.alloc(2 * 1024 * 1024))))] });
    await expect(checkPdfContent(bomb)).resolves.toBeUndefined();
    await expect(checkPdfContent(bomb, { maxInflatedBytes: 1024 * 1024 })).rejects.toThrow(PDF_REFUSALS.tooLarge);
  });
});

/** `png` with one byte of its zlib image data flipped and the chunk's CRC recomputed. */
function corruptPngData(source: Uint8Array): Uint8Array {
  const out = Uint8Array.from(source);
  const at = Buffer.from(out).indexOf('IDAT', 0, 'latin1');
  const length = new DataView(out.buffer).getUint32(at - 4);
  for (let i = at + 6; i < at + 4 + length - 4; i += 3) out[i] = (out[i] ?? 0) ^ 0x5a;
  const fixed = pngChunk('IDAT', out.subarray(at + 4, at + 4 + length));
  out.set(fixed, at - 4);
  return out;
}

/** A PDF whose trailer names an /Encrypt dictionary. */
function encrypted(): Uint8Array {
  const text = Buffer.from(makePdf({ more: ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'] })).toString('latin1');
  return new Uint8Array(Buffer.from(text.replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 6 0 R /ID [<01> <01>]'), 'latin1'));
}
