import { z } from 'zod';
import { fundpassChangeBodySchema, fundpassSetBodySchema, totpCodeSchema, type EndpointBody } from '@ex/contracts';

/** Every field the set-up page may show; the mode decides which are used. */
export interface FundpassFormValues {
  login_password: string;
  old_fundpass: string;
  fundpass: string;
  fundpass_repeat: string;
  totp: string;
}

export type FundpassMode = { readonly kind: 'set' } | { readonly kind: 'change'; readonly totpRequired: boolean };

export type FundpassRequest =
  | { readonly name: 'fundpassSet'; readonly body: EndpointBody<'fundpassSet'> }
  | { readonly name: 'fundpassChange'; readonly body: EndpointBody<'fundpassChange'> };

export const FUNDPASS_FORM_DEFAULTS: FundpassFormValues = {
  login_password: '',
  old_fundpass: '',
  fundpass: '',
  fundpass_repeat: '',
  totp: '',
};

/** The fields shown, in order: set (log-in password + new + repeat) or change (old + new + repeat [+ code]). */
export function fundpassFields(mode: FundpassMode): (keyof FundpassFormValues)[] {
  if (mode.kind === 'set') return ['login_password', 'fundpass', 'fundpass_repeat'];
  return mode.totpRequired ? ['old_fundpass', 'fundpass', 'fundpass_repeat', 'totp'] : ['old_fundpass', 'fundpass', 'fundpass_repeat'];
}

const changeWithTotp = fundpassChangeBodySchema.extend({ totp: totpCodeSchema });

type RequestResult =
  { readonly ok: true; readonly request: FundpassRequest } | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

/** The request the values make, validated by the API's own contract (so the rules cannot drift). */
export function fundpassRequest(mode: FundpassMode, values: FundpassFormValues): RequestResult {
  if (mode.kind === 'set') {
    const body = fundpassSetBodySchema.safeParse({ login_password: values.login_password, fundpass: values.fundpass });
    return body.success ? { ok: true, request: { name: 'fundpassSet', body: body.data } } : { ok: false, issues: body.error.issues };
  }
  const raw = { old_fundpass: values.old_fundpass, fundpass: values.fundpass, ...(mode.totpRequired ? { totp: values.totp } : {}) };
  const body = (mode.totpRequired ? changeWithTotp : fundpassChangeBodySchema).safeParse(raw);
  return body.success ? { ok: true, request: { name: 'fundpassChange', body: body.data } } : { ok: false, issues: body.error.issues };
}

/** Client validation of the set-up form: the contract's rules plus "the two new passwords match". */
export function fundpassFormSchema(mode: FundpassMode, mismatchMessage: string) {
  return z
    .object({ login_password: z.string(), old_fundpass: z.string(), fundpass: z.string(), fundpass_repeat: z.string(), totp: z.string() })
    .superRefine((values, ctx) => {
      const result = fundpassRequest(mode, values);
      if (!result.ok) for (const issue of result.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      if (values.fundpass_repeat !== values.fundpass) ctx.addIssue({ code: 'custom', path: ['fundpass_repeat'], message: mismatchMessage });
    });
}
