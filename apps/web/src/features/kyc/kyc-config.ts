import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIME,
  kyc2FormSchema,
  kyc3FormSchema,
  type KycApplicationLevel,
  type KycDocumentKind,
} from '@ex/contracts';
import { requiredDocuments } from '@ex/domain';

/** Same-site paths of the KYC pages (§2.1). */
export const KYC_PATHS = { home: '/myaccount/kyc_home', kyc2: '/myaccount/kyc2', kyc3: '/myaccount/kyc3_v1' } as const;

/**
 * §2.1 "a KYC procedure guide … for the app". The web guides come from the site table
 * (`docs.kycGuide`: main and US); the app guide is one path for every site (our decision).
 */
export const KYC_APP_GUIDE_PATH = '/help/guide/kyc-procedure-app';

export type KycFieldKind = 'text' | 'date' | 'country' | 'select';

export interface KycFieldConfig {
  readonly name: string;
  readonly kind: KycFieldKind;
  readonly autoComplete: string;
  readonly options?: readonly string[];
}

export interface KycLevelConfig {
  readonly level: KycApplicationLevel;
  readonly schema: typeof kyc2FormSchema | typeof kyc3FormSchema;
  readonly fields: readonly KycFieldConfig[];
  /** Documents the application needs, given the form as typed so far. */
  readonly documents: (form: Readonly<Record<string, string | undefined>>) => readonly KycDocumentKind[];
}

/** Form layout of each application; field names and rules come from the contract schemas. */
export const KYC_LEVELS: Readonly<Record<KycApplicationLevel, KycLevelConfig>> = {
  kyc2: {
    level: 'kyc2',
    schema: kyc2FormSchema,
    fields: [
      { name: 'first_name', kind: 'text', autoComplete: 'given-name' },
      { name: 'last_name', kind: 'text', autoComplete: 'family-name' },
      { name: 'date_of_birth', kind: 'date', autoComplete: 'bday' },
      { name: 'nationality', kind: 'country', autoComplete: 'off' },
      { name: 'id_type', kind: 'select', autoComplete: 'off', options: kyc2FormSchema.shape.id_type.options },
      { name: 'id_number', kind: 'text', autoComplete: 'off' },
    ],
    // A passport has no back side (the domain rule the API checks on submit).
    documents: (form) => requiredDocuments('kyc2', form) as readonly KycDocumentKind[],
  },
  kyc3: {
    level: 'kyc3',
    schema: kyc3FormSchema,
    fields: [
      { name: 'address_line', kind: 'text', autoComplete: 'street-address' },
      { name: 'city', kind: 'text', autoComplete: 'address-level2' },
      { name: 'postal_code', kind: 'text', autoComplete: 'postal-code' },
      { name: 'country', kind: 'country', autoComplete: 'country' },
    ],
    documents: (form) => requiredDocuments('kyc3', form) as readonly KycDocumentKind[],
  },
};

export type DocumentProblem = 'type' | 'size' | 'empty';

/**
 * Client-side pre-check of an upload, so an obviously wrong file is not sent; the server re-checks
 * the type by content and the size.
 * @example checkKycFile({ type: 'image/gif', size: 10 }) === 'type'
 */
export function checkKycFile(file: { readonly type: string; readonly size: number }): DocumentProblem | null {
  if (file.size <= 0) return 'empty';
  if (!(KYC_DOCUMENT_MIME as readonly string[]).includes(file.type)) return 'type';
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

/** The `accept` attribute of the file inputs. */
export const KYC_DOCUMENT_ACCEPT = [...KYC_DOCUMENT_MIME, '.jpg', '.jpeg', '.png', '.pdf'].join(',');

/** ISO 3166-1 alpha-2 codes offered in the country pickers (names come from Intl.DisplayNames). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA ' +
  'UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
