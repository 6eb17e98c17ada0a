import { z } from 'zod';
import { MENU_CODES, SITES, type SiteKey } from '@ex/sites';
import { formTextFields } from './form-body';

/**
 * Issue 3 contracts: the compliance check (§3 "Compliance check result"), the footer-tips variants,
 * the business compliance list, the home compliance gate (§4.9) and the agreements (§4.15, §7).
 * Flags are booleans and 0/1 numbers as §3 names them; every object has a §8 fallback below.
 */

/** §3 "text_link (list of key and link pairs)": `key` occurs in the text and becomes an anchor to `link`. */
export const textLinkSchema = z.object({ key: z.string(), link: z.string() });
export type TextLink = z.infer<typeof textLinkSchema>;

/** §3 "Business compliance item / compliance tips". `content` is server HTML: sanitise before rendering. */
export const complianceItemSchema = z.object({
  title: z.string(),
  content: z.string(),
  ok_button: z.string(),
  cancel_button: z.string(),
  /** Where OK navigates; must pass the safe-URL allowlist (empty: OK only dismisses). */
  ok_button_router: z.string(),
  text_link: z.array(textLinkSchema),
  /** 1: the item has no close button. */
  no_close_button: z.number().int(),
  /**
   * Floating bars: the priority level 1–4 (1 first). Tips: 0. See `resolveFloatingBar`.
   */
  type: z.number().int(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

/** §3 "for the popup also options.maxCount, enable, path"; §4.15 paths register/home/login only. */
export const compliancePopupSchema = complianceItemSchema.extend({
  options: z.object({ maxCount: z.number().int().nonnegative() }),
  enable: z.boolean(),
  path: z.enum(['register', 'home', 'login']),
});
export type CompliancePopup = z.infer<typeof compliancePopupSchema>;

/** §4.4 gray_tax_area_toast. */
export const grayTaxToastSchema = z.object({
  is_show: z.boolean(),
  /** 1: the modal can be closed. */
  can_close: z.number().int(),
  title: z.string(),
  content: z.string(),
  btn_text: z.string(),
  url: z.string(),
});

/** §3 limit flags. Region flags are relative to the sub-site asked about (see docs/spec-decisions.md). */
export const complianceLimitSchema = z.object({
  is_uk_limit: z.boolean(),
  brazil_toast: z.boolean(),
  is_nl_limit: z.boolean(),
  is_italy_limit: z.boolean(),
  ltw_toast: z.boolean(),
  is_uzbekistan_toast: z.boolean(),
  is_show_compliance_tips: z.boolean(),
  is_blocked_country: z.boolean(),
  /** ISO alpha-2 of the country whose limits apply, '' for none. */
  limit_country: z.string(),
  is_us_toast: z.boolean(),
  is_main: z.boolean(),
  is_uk_ip: z.boolean(),
  is_au_ip: z.boolean(),
  is_jp_toast: z.boolean(),
  is_ae_toast: z.boolean(),
  is_eu_toast: z.boolean(),
  /** The visitor's IP is in a country this sub-site does not serve (§8 "IP limit tip"). */
  is_ip_limit: z.boolean(),
  /** The visitor's country, ISO alpha-2, '' when unknown (drives the region-switch bar). */
  ip_country: z.string(),
  gray_tax_area_toast: grayTaxToastSchema,
});
export type ComplianceLimit = z.infer<typeof complianceLimitSchema>;

/** §3 kyc_toast. */
export const kycToastSchema = z.object({
  show_kyc_upgrade_notice: z.boolean(),
  is_risk_user: z.boolean(),
  /** Hours; 0 means always show. */
  risk_user_guide_frequency: z.number().nonnegative(),
  risk_user_guide_cookie_key: z.string(),
  risk_user_guide_msg: z.string(),
  /** 1 means closable. */
  risk_user_guide_be_closed: z.number().int(),
  risk_user_guide_url: z.string(),
});

/** §3 toast. */
export const complianceToastSchema = z.object({
  is_hk_user: z.boolean(),
  is_withdraw_only_user: z.boolean(),
  /** 1: the signed-in user's country is limited on this sub-site (§4.8 country-limited user). */
  limit_country_user_status: z.number().int(),
  kyc_toast: kycToastSchema,
});
export type ComplianceToast = z.infer<typeof complianceToastSchema>;

/** Tips: the state-compliance tips (modal or /state_compliance_tips page) and the compliance popups. */
export const complianceTipsSchema = z.object({
  state: complianceItemSchema.nullable(),
  popups: z.array(compliancePopupSchema),
});

export const menuCodeSchema = z.enum(MENU_CODES);

/** GET /api/web/v1/compliance/check — §3 "menu, business, limit, toast, tips". */
export const complianceCheckSchema = z.object({
  menu: z.array(menuCodeSchema),
  business: z.array(complianceItemSchema),
  limit: complianceLimitSchema,
  toast: complianceToastSchema,
  tips: complianceTipsSchema,
});
export type ComplianceCheck = z.infer<typeof complianceCheckSchema>;

export const GRAY_TAX_TOAST_DEFAULT = {
  is_show: false,
  can_close: 1,
  title: '',
  content: '',
  btn_text: '',
  url: '',
} as const satisfies z.infer<typeof grayTaxToastSchema>;

export const COMPLIANCE_LIMIT_DEFAULT = {
  is_uk_limit: false,
  brazil_toast: false,
  is_nl_limit: false,
  is_italy_limit: false,
  ltw_toast: false,
  is_uzbekistan_toast: false,
  is_show_compliance_tips: false,
  is_blocked_country: false,
  limit_country: '',
  is_us_toast: false,
  is_main: false,
  is_uk_ip: false,
  is_au_ip: false,
  is_jp_toast: false,
  is_ae_toast: false,
  is_eu_toast: false,
  is_ip_limit: false,
  ip_country: '',
  gray_tax_area_toast: GRAY_TAX_TOAST_DEFAULT,
} as const satisfies ComplianceLimit;

/** §3 risk_user_guide_cookie_key default RISK_IP_USER. */
export const KYC_TOAST_DEFAULT = {
  show_kyc_upgrade_notice: false,
  is_risk_user: false,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: 'RISK_IP_USER',
  risk_user_guide_msg: '',
  risk_user_guide_be_closed: 1,
  risk_user_guide_url: '',
} as const satisfies z.infer<typeof kycToastSchema>;

export const COMPLIANCE_TOAST_DEFAULT = {
  is_hk_user: false,
  is_withdraw_only_user: false,
  limit_country_user_status: 0,
  kyc_toast: KYC_TOAST_DEFAULT,
} as const satisfies ComplianceToast;

/**
 * §8 "footer tips empty structures" (and "Compliance check failure … page loads"). Its empty menu is
 * no answer: callers that hold this fallback pass null to `resolvePermittedMenu` / `resolveAllowedActions`
 * (@ex/sites), which keep the sub-site's own menu codes and disable nothing.
 */
export const COMPLIANCE_CHECK_DEFAULT: ComplianceCheck = {
  menu: [],
  business: [],
  limit: COMPLIANCE_LIMIT_DEFAULT,
  toast: COMPLIANCE_TOAST_DEFAULT,
  tips: { state: null, popups: [] },
};

/**
 * Business compliance list: `{ resMsg: { code, message }, datas }` (§7), not the usual envelope.
 * §5: used only when the code is 0 and datas is a non-empty array, else one default empty item.
 */
export const businessListResponseSchema = z.object({
  resMsg: z.object({ code: z.number().int(), message: z.string() }),
  datas: z.array(complianceItemSchema),
});
export const EMPTY_COMPLIANCE_ITEM: ComplianceItem = {
  title: '',
  content: '',
  ok_button: '',
  cancel_button: '',
  ok_button_router: '',
  text_link: [],
  no_close_button: 0,
  type: 0,
};

/**
 * §5 "Business compliance list: used only if the response code is 0 and the data is a non-empty
 * array; otherwise a default empty item is used." Never throws.
 * @example resolveBusinessList({ resMsg: { code: 1, message: '' }, datas: [] }) // [EMPTY_COMPLIANCE_ITEM]
 */
export function resolveBusinessList(raw: unknown): ComplianceItem[] {
  const parsed = businessListResponseSchema.safeParse(raw);
  return parsed.success && parsed.data.resMsg.code === 0 && parsed.data.datas.length > 0 ? parsed.data.datas : [EMPTY_COMPLIANCE_ITEM];
}

/** §7 "URL differs for main, Turkey, UK and AU sites versus the others". */
export const BUSINESS_LIST_PATHS = {
  primary: '/apiw/v2/compliance/business_list',
  other: '/api/web/v1/compliance/business-list',
} as const;
/** The site table's `businessList` says which path a sub-site asks. @example businessListPathFor('uk') === '/apiw/v2/compliance/business_list' */
export function businessListPathFor(site: SiteKey): string {
  return BUSINESS_LIST_PATHS[SITES[site].businessList];
}

/** `/json_svr/footer_tips_check`: the same data as footerTipsCheck in the envelope. */
export const FOOTER_TIPS_JSON_SVR_PATH = '/json_svr/footer_tips_check';

// --- §4.9 home compliance gate ---

/** 1: gather IPs (ips + base64 stuns); 2: ask for the upgrade prompt; 3: the user confirmed the upgrade. */
export const ipCheckTypeSchema = z.literal([1, 2, 3], 'type must be 1, 2 or 3');

const ipListSchema = z.array(z.string().trim().min(2).max(64)).max(16);

/** POST /api/web/v1/compliance-kyc/ip-penetration/check — form (`type` as its text) or JSON (§7). */
export const ipCheckBodySchema = formTextFields(
  z.object({
    type: ipCheckTypeSchema,
    /** Type 1: the candidate IPs the browser gathered (a form may send a comma-separated string). */
    ips: z
      .union([
        ipListSchema,
        z
          .string()
          .max(1200)
          .transform((s) =>
            s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
      ])
      .pipe(ipListSchema)
      .optional(),
    /** Type 1: base64 of the JSON array of STUN URLs asked. */
    stuns: z.string().max(4096).optional(),
    /** The last token the server gave this browser (§3 compliance token); forged or foreign ones count as absent. */
    token: z.string().max(2048).optional(),
  }),
  { type: 'int' },
);
export type IpCheckBody = z.infer<typeof ipCheckBodySchema>;

/** §4.9 results: 0/3 VPN notice, 2 upgrade prompt, 4 detection notice; 1 nothing to show. */
export const ipCheckResultSchema = z.object({
  result: z.number().int(),
  title: z.string(),
  content: z.string(),
  button: z.string(),
  url: z.string(),
  token: z.string(),
  /** 1: the dialog can be closed (result 4 never). */
  closable: z.number().int(),
});
export type IpCheckResult = z.infer<typeof ipCheckResultSchema>;

/** GET /api/web/v1/compliance-kyc/ip-penetration/config: whether the gate runs and which STUN servers to ask. */
export const ipGateConfigSchema = z.object({ enabled: z.boolean(), stun_servers: z.array(z.string()) });

// --- agreements and declarations ---

export const sceneBodySchema = z.object({ scene: z.string().trim().min(1, 'scene is required').max(64) });

/** §3 "User agreement status: status (1 = must show), content, submit_button". */
export const userAgreementStatusSchema = z.object({ status: z.number().int(), content: z.string(), submit_button: z.string() });
/** §8 "User agreement check failure: treated as no agreement needed". */
export const USER_AGREEMENT_DEFAULT = { status: 0, content: '', submit_button: '' } as const;

/** §3 "Turkey declaration status: 1 needs signing, 2 signed"; also the customer-understand declaration. */
export const declarationStatusSchema = z.object({ status: z.number().int(), content: z.string() });
/** §8 "Declaration fetch or sign failure: … treated as status 1 (unsigned)". */
export const DECLARATION_DEFAULT = { status: 1, content: '' } as const;

export const DECLARATION_STATUS = { needsSigning: 1, signed: 2 } as const;
