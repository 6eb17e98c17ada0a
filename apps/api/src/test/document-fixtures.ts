import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Upload fixtures made in the test rather than committed as binaries: real images from sharp, and
 * PDFs written object by object with a correct cross-reference table, so each hostile variant
 * differs from the clean one in exactly what it is about.
 */

const speckled = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } }).composite([
    {
      input: {
        create: { width: Math.max(1, width >> 1), height: Math.max(1, height >> 1), channels: 3, background: { r: 10, g: 120, b: 240 } },
      },
      top: 0,
      left: 0,
    },
  ]);

export async function makePng(width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(await speckled(width, height).png().toBuffer());
}

export async function makeJpeg(width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(await speckled(width, height).jpeg({ quality: 80 }).toBuffer());
}

/** A real 1×1 PNG (the one the e2e KYC test uploads). */
export const TINY_PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

/** `png` with its IHDR claiming `width`×`height` (CRC fixed): a tiny file that says it is huge. */
export function withPngSize(png: Uint8Array, width: number, height: number): Uint8Array {
  const out = Uint8Array.from(png);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(out.subarray(12, 29)));
  return out;
}

/** A PNG chunk of `type` with `data`, length and CRC included. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export const concat = (...parts: (Uint8Array | string)[]): Uint8Array =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))));

/** A PDF of the given objects (1-based: object 1 is the catalog) with a correct xref table. */
export function buildPdf(objects: readonly (string | Uint8Array)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/** A stream object's text: `dict` entries, the data's /Length, the data. */
export function streamObject(dict: string, data: Uint8Array): Uint8Array {
  return concat(`<< ${dict} /Length ${data.length} >>\nstream\n`, data, '\nendstream');
}

const CONTENT = 'BT /F1 24 Tf 72 720 Td (Proof of address) Tj ET';

/**
 * A one-page PDF with Helvetica text; `catalog` and `page` add entries to those dictionaries and
 * `more` adds objects from number 6 on.
 */
export function makePdf(
  options: { catalog?: string; page?: string; more?: readonly (string | Uint8Array)[]; content?: Uint8Array } = {},
): Uint8Array {
  const content = options.content ?? streamObject('/Filter /FlateDecode', new Uint8Array(deflateSync(CONTENT)));
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ''} >>`,
    content,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(options.more ?? []),
  ]);
}

/**
 * An object stream (PDF 1.5) holding `objects` numbered from `first`: what a PDF's compressed
 * objects look like, invisible to a byte search.
 */
export function objectStream(first: number, objects: readonly string[]): Uint8Array {
  let offset = 0;
  const header: string[] = [];
  objects.forEach((o, i) => {
    header.push(`${first + i} ${offset}`);
    offset += o.length + 1;
  });
  const head = `${header.join(' ')}\n`;
  const body = head + objects.map((o) => `${o}\n`).join('');
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode`, new Uint8Array(deflateSync(body)));
}
