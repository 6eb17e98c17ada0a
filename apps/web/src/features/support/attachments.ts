import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MIME, SUPPORT_MAX_FILES } from '@ex/contracts';

/** The `accept` attribute of the ticket file inputs (the server decides the real type). */
export const ATTACHMENT_ACCEPT = [...KYC_DOCUMENT_MIME, '.jpg', '.jpeg', '.png', '.pdf'].join(',');

export type AttachmentProblem = 'count' | 'type' | 'size' | 'empty';

/**
 * The browser's early check of chosen files, so the user hears at once what the server would
 * refuse: at most SUPPORT_MAX_FILES, each a JPEG, PNG or PDF of 1 byte to 5 MB.
 * @example checkAttachments([{ type: 'image/gif', size: 10 }]) === 'type'
 */
export function checkAttachments(files: readonly { readonly type: string; readonly size: number }[]): AttachmentProblem | null {
  if (files.length > SUPPORT_MAX_FILES) return 'count';
  for (const file of files) {
    if (file.size <= 0) return 'empty';
    if (!(KYC_DOCUMENT_MIME as readonly string[]).includes(file.type)) return 'type';
    if (file.size > KYC_DOCUMENT_MAX_BYTES) return 'size';
  }
  return null;
}
