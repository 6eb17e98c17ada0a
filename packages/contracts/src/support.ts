import { z } from 'zod';
import { COUPON_STATUSES, COUPON_TYPES, TICKET_CATEGORIES, TICKET_STATUSES } from '@ex/domain';

/**
 * Support tickets and the coupon centre (issue 15). Ticket POSTs are multipart (text fields plus up
 * to SUPPORT_MAX_FILES files checked like KYC documents); coupon POSTs are JSON. Every POST here is
 * CSRF-checked and takes the user from the session only.
 */
export const SUPPORT_TICKETS_PATH = '/api/web/v1/support/tickets';
export const SUPPORT_TICKET_PATH = '/api/web/v1/support/ticket';
export const SUPPORT_TICKET_CREATE_PATH = '/api/web/v1/support/ticket/create';
export const SUPPORT_TICKET_REPLY_PATH = '/api/web/v1/support/ticket/reply';
export const SUPPORT_ATTACHMENT_PATH = '/api/web/v1/support/attachment';
export const COUPONS_PATH = '/api/web/v1/coupon/list';
export const COUPON_CLAIM_PATH = '/api/web/v1/coupon/claim';
export const COUPON_USE_PATH = '/api/web/v1/coupon/use';

/** Files per message; each at most KYC_DOCUMENT_MAX_BYTES (5 MB), a whole JPEG, PNG or PDF. */
export const SUPPORT_MAX_FILES = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_BODY_MAX = 5000;
export const SUPPORT_PAGE_SIZE = 20;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `At most ${max} characters`)
    // Control characters other than line breaks and tabs are refused (they hide text in the team's tools).
    .refine((s) => !hasControlCharacter(s), 'Remove control characters');

/** A C0 control other than tab, line feed and carriage return, or DEL. */
export function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, 'Choose a category');
export const ticketStatusSchema = z.enum(TICKET_STATUSES);

/** Text fields of POST …/ticket/create (the files are the `file` parts). */
export const ticketCreateFieldsSchema = z.object({
  category: ticketCategorySchema,
  subject: text(SUPPORT_SUBJECT_MAX, 'subject'),
  body: text(SUPPORT_BODY_MAX, 'message'),
});
/** Text fields of POST …/ticket/reply. */
export const ticketReplyFieldsSchema = z.object({
  ticket_id: z.coerce.number().int().positive('Choose a ticket'),
  body: text(SUPPORT_BODY_MAX, 'message'),
});
export const ticketListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ticketQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const attachmentQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** Unix seconds. */
const seconds = z.number().int().nonnegative();

export const ticketSummarySchema = z.object({
  id: z.number().int().positive(),
  category: ticketCategorySchema,
  subject: z.string(),
  status: ticketStatusSchema,
  created_at: seconds,
  updated_at: seconds,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().int().positive(),
});
export const ticketMessageSchema = z.object({
  id: z.number().int().positive(),
  author: z.enum(['user', 'operator']),
  body: z.string(),
  created_at: seconds,
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = z.object({ ticket: ticketSummarySchema, messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketListSchema = z.object({
  list: z.array(ticketSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type TicketList = z.infer<typeof ticketListSchema>;

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');

export const couponSchema = z.object({
  id: z.string(),
  type: z.enum(COUPON_TYPES),
  amount: decimalString,
  currency: z.string(),
  boost_rate: decimalString,
  boost_days: z.number().int().nonnegative(),
  min_trade_volume: decimalString,
  /** issued | claimed | used | revoked, or expired for an unused coupon past its expiry. */
  status: z.enum([...COUPON_STATUSES, 'expired']),
  expires_at: seconds,
  used_at: seconds,
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({
  list: z.array(couponSchema),
  /** The user's trade volume (USDT) over the last 30 days: what min_trade_volume is compared with. */
  trade_volume_30d: decimalString,
});
export type CouponList = z.infer<typeof couponListSchema>;
export const COUPON_LIST_DEFAULT: CouponList = { list: [], trade_volume_30d: '0' };
export const couponActionBodySchema = z.object({ id: z.string().trim().min(1).max(64) }).strict();
export const couponResultSchema = z.object({ coupon: couponSchema });

/** Operator issue of a coupon (`npm run ops -- coupon issue`, POST /api/operator/ops). */
export const couponIssueSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter the account e-mail'),
    type: z.enum(COUPON_TYPES, `type must be one of ${COUPON_TYPES.join(', ')}`),
    amount: decimalString.default('0'),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,20}$/, 'currency must be a listed asset code')
      .default('USDT'),
    boost_rate: decimalString.default('0'),
    boost_days: z.coerce.number().int().min(0).max(365).default(0),
    min_trade_volume: decimalString.default('0'),
    /** Days from now until it expires. */
    days: z.coerce.number().int().min(1, 'days must be at least 1').max(365, 'days must be at most 365').default(30),
    note: z.string().trim().max(200).default(''),
  })
  .superRefine((v, ctx) => {
    const positive = (s: string) => /[1-9]/.test(s);
    if (v.type === 'interest_boost') {
      if (!positive(v.boost_rate) || Number(v.boost_rate) > 100)
        ctx.addIssue({ code: 'custom', path: ['boost_rate'], message: 'An interest boost needs a boost rate above 0 and at most 100 (%)' });
      if (v.boost_days < 1)
        ctx.addIssue({ code: 'custom', path: ['boost_days'], message: 'An interest boost needs boost days from 1 to 365' });
      if (positive(v.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An interest boost has no cash amount' });
    } else {
      if (!positive(v.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A rebate or voucher needs an amount above 0' });
      if (positive(v.boost_rate) || v.boost_days > 0)
        ctx.addIssue({ code: 'custom', path: ['boost_rate'], message: 'Only an interest boost has a boost rate' });
    }
  });
export type CouponIssue = z.infer<typeof couponIssueSchema>;

/** Operator JSON endpoints (OPERATOR_TOKEN; the same services as `npm run ops -- ticket|coupon …`). */
export const OPERATOR_TICKET_REPLY_PATH = '/api/operator/support/ticket/reply';
export const OPERATOR_TICKET_STATUS_PATH = '/api/operator/support/ticket/status';
export const OPERATOR_COUPON_ISSUE_PATH = '/api/operator/coupon/issue';
export const OPERATOR_COUPON_REVOKE_PATH = '/api/operator/coupon/revoke';
export const operatorTicketReplyBodySchema = z
  .object({ ticket_id: z.number().int().positive(), body: text(SUPPORT_BODY_MAX, 'message') })
  .strict();
export const operatorTicketStatusBodySchema = z.object({ ticket_id: z.number().int().positive(), status: ticketStatusSchema }).strict();
