import { Hono } from 'hono';
import { BUSINESS_LIST_PATHS, ENDPOINTS, FOOTER_TIPS_JSON_SVR_PATH, businessListResponseSchema } from '@ex/contracts';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { readQuery } from '../http/input';
import { createRequestCheck } from '../services/compliance/request-check';

/** The compliance check (§3) and the calls serving the same data: footer tips and the business list (§7). */
export function complianceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const checkFor = createRequestCheck(deps);

  // §7 "GET /api/web/v1/kyc/footerTipsCheck and /json_svr/footer_tips_check: response business list,
  // limit, toast, menu list, tips": the check itself, in the usual envelope.
  for (const path of [ENDPOINTS.complianceCheck.path, ENDPOINTS.footerTipsCheck.path, FOOTER_TIPS_JSON_SVR_PATH]) {
    app.get(path, async (c) => {
      readQuery(c, ENDPOINTS.complianceCheck.query);
      return c.json(ok(await checkFor(c)));
    });
  }

  // §7 business compliance list (main/tr/uk/au path and the others' path): the check's business bars.
  for (const path of Object.values(BUSINESS_LIST_PATHS)) {
    app.get(path, async (c) => {
      const { business } = await checkFor(c);
      return c.json(businessListResponseSchema.parse({ resMsg: { code: 0, message: 'success' }, datas: business }));
    });
  }

  return app;
}
