import { describe, expect, it } from 'vitest';
import { checkAttachments } from './attachments';

const MB = 1024 * 1024;

describe('checkAttachments (issue 15 "attachments (validated like KYC uploads)")', () => {
  it.each<[string, { type: string; size: number }[], ReturnType<typeof checkAttachments>]>([
    ['no file is fine', [], null],
    [
      'a PNG, a JPEG and a PDF',
      [
        { type: 'image/png', size: 10 },
        { type: 'image/jpeg', size: 10 },
        { type: 'application/pdf', size: 5 * MB },
      ],
      null,
    ],
    ['four files are too many', Array.from({ length: 4 }, () => ({ type: 'image/png', size: 10 })), 'count'],
    ['a GIF is refused', [{ type: 'image/gif', size: 10 }], 'type'],
    ['larger than 5 MB', [{ type: 'application/pdf', size: 5 * MB + 1 }], 'size'],
    ['an empty file', [{ type: 'image/png', size: 0 }], 'empty'],
  ])('%s', (_name, files, expected) => {
    expect(checkAttachments(files)).toBe(expected);
  });
});
