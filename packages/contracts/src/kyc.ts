import { z } from 'zod';

/** Target of an application: kyc2 → level 1 (code 2), kyc3 → level 2 (code 1). */
export const KYC_APPLICATION_LEVELS = ['kyc2', 'kyc3'] as const;
export type KycApplicationLevel = (typeof KYC_APPLICATION_LEVELS)[number];
export const KYC_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type KycApplicationStatus = (typeof KYC_STATUSES)[number];
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'proof_of_address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/**
 * Accepted upload types and limits. The server decodes the whole file (an image to its last pixel, a
 * PDF to its last object), never trusting the declared type, the file name or the first bytes.
 */
export const KYC_DOCUMENT_MIME = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** An image above 50 megapixels is refused: more than any phone photo of a document needs. */
export const KYC_DOCUMENT_MAX_PIXELS = 50_000_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country');
const name = z.string().trim().min(1, 'Required').max(64, 'At most 64 characters');

/** KYC2 (identity) form. Age and document completeness are checked by the domain rule on submit. */
export const kyc2FormSchema = z.object({
  first_name: name,
  last_name: name,
  date_of_birth: isoDate,
  nationality: country,
  id_type: z.enum(['passport', 'national_id', 'driving_licence']),
  id_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, '4–32 letters, digits or dashes'),
});
/** KYC3 (address) form. */
export const kyc3FormSchema = z.object({
  address_line: z.string().trim().min(3, 'Required').max(128),
  city: name,
  postal_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/, 'Enter a postal code'),
  country,
});
export type Kyc2Form = z.infer<typeof kyc2FormSchema>;
export type Kyc3Form = z.infer<typeof kyc3FormSchema>;

/** POST /api/web/v1/kyc/application/draft — any subset of the level's fields. */
export const kycDraftBodySchema = z.discriminatedUnion('level', [
  z.object({ level: z.literal('kyc2'), form: kyc2FormSchema.partial() }),
  z.object({ level: z.literal('kyc3'), form: kyc3FormSchema.partial() }),
]);
/** POST /api/web/v1/kyc/application/submit */
export const kycSubmitBodySchema = z.object({ level: z.enum(KYC_APPLICATION_LEVELS) });
/** GET /api/web/v1/kyc/application?level= */
export const kycApplicationQuerySchema = z.object({ level: z.enum(KYC_APPLICATION_LEVELS) });
/** Multipart fields of POST /api/web/v1/kyc/document (the file is the `file` part). */
export const kycDocumentFieldsSchema = z.object({ level: z.enum(KYC_APPLICATION_LEVELS), kind: z.enum(KYC_DOCUMENT_KINDS) });

export const kycDocumentSchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  mime: z.enum(KYC_DOCUMENT_MIME),
  size: z.number().int().positive(),
});
export const kycApplicationSchema = z.object({
  id: z.number().int().positive(),
  level: z.enum(KYC_APPLICATION_LEVELS),
  status: z.enum(KYC_STATUSES),
  form: z.record(z.string(), z.string()),
  review_note: z.string(),
  documents: z.array(kycDocumentSchema),
  /** Unix seconds or 0. */
  submitted_at: z.number().int().nonnegative(),
  reviewed_at: z.number().int().nonnegative(),
});
export type KycApplication = z.infer<typeof kycApplicationSchema>;
export const kycApplicationResultSchema = z.object({ application: kycApplicationSchema.nullable() });

/** Operator review: POST /api/operator/kyc/review with `Authorization: Bearer $OPERATOR_TOKEN`. */
export const kycReviewBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  level: z.enum(KYC_APPLICATION_LEVELS),
  decision: z.enum(['approve', 'reject']),
  note: z.string().max(500).optional(),
});
