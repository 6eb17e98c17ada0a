import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BUSINESS_LIST_PATHS, ENDPOINTS, FOOTER_TIPS_JSON_SVR_PATH, businessListResponseSchema, type ComplianceCheck } from '@ex/contracts';
import { isLocale } from '@ex/sites';
import { currentSession, ok, type AppDeps, type AppEnv } from '../deps';
import { readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { complianceCheck } from '../services/compliance/check';
import { createComplianceTablesCache } from '../services/compliance/tables';
import { visitorCountry } from '../services/geo/geo';

/** The compliance check (§3) and the calls serving the same data: footer tips and the business list (§7). */
export function complianceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const tables = createComplianceTablesCache(deps.db, deps.now);

  async function checkFor(c: Context<AppEnv>): Promise<ComplianceCheck> {
    const { site } = requestSite(c, deps.hosts);
    const lang = getCookie(c, 'lang');
    const session = await currentSession(c, deps);
    return complianceCheck(await tables.load(), {
      site: site.key,
      ipCountry: visitorCountry(c, deps.trustGeoHeader ?? false),
      user: session?.user ?? null,
      locale: lang !== undefined && isLocale(lang) ? lang : site.defaultLang,
    });
  }

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
