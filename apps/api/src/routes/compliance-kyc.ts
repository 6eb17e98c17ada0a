import { limitGuard, perAccountAndIp } from '../http/rate-limit-guard';
import type { AuthRateLimits } from '../services/rate-limit';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ENDPOINTS } from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { invalidInput } from '../http/failure';
import { readBody, readQuery } from '../http/input';
import { requestSite } from '../http/request-site';
import { visitorCountry } from '../services/geo/geo';
import {
  declarationStatus,
  documentLocale,
  submitDeclaration,
  submitUserAgreement,
  userAgreementStatus,
  type DeclarationKind,
  type DocumentViewer,
} from '../services/compliance-kyc/documents';
import { runIpCheck } from '../services/compliance-kyc/ip-check';

/** Scenes are plain identifiers (futures, copy_trading, login …); anything else is refused as a 400. */
const SCENE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * §4.9 home compliance gate and the §4.15/§7 agreements and declarations. Every route but the gate
 * config needs a session; every POST here has passed `requireCsrf` (app.ts), before its body is read.
 */
export function complianceKycRoutes(deps: AppDeps, limits: AuthRateLimits) {
  const app = new Hono<AppEnv>();
  const guard = limitGuard(deps, limits);

  const viewer = async (c: Context<AppEnv>): Promise<DocumentViewer> => ({
    user: await requireUser(c, deps),
    requestSite: requestSite(c, deps.hosts).site.key,
    lang: documentLocale(getCookie(c, 'lang')),
  });

  const readScene = async (c: Context<AppEnv>, name: 'userAgreementStatus' | 'userAgreementSubmit'): Promise<string> => {
    const { scene } = await readBody(c, ENDPOINTS[name].body);
    if (!SCENE.test(scene)) throw invalidInput([{ field: 'scene', message: 'scene must be letters, digits, _ . or -' }]);
    return scene;
  };

  // Public: the browser learns whether to run the gate and which STUN servers to ask.
  app.get(ENDPOINTS.ipGateConfig.path, (c) => {
    readQuery(c, ENDPOINTS.ipGateConfig.query);
    return c.json(ok({ enabled: deps.ipGate?.enabled ?? true, stun_servers: [...(deps.ipGate?.stunServers ?? [])] }));
  });

  // §7 "form or JSON, payload {type}; type 1 adds ips and stuns".
  app.post(ENDPOINTS.ipCheck.path, async (c) => {
    const user = await requireUser(c, deps);
    await guard(perAccountAndIp(c, user.uid, 'ipCheckUid', 'ipCheckIp'));
    const body = await readBody(c, ENDPOINTS.ipCheck.body);
    return c.json(ok(await runIpCheck(deps, { user, body, requestCountry: visitorCountry(c, deps.trustGeoHeader ?? false) })));
  });

  app.post(ENDPOINTS.userAgreementStatus.path, async (c) => {
    const who = await viewer(c);
    return c.json(ok(await userAgreementStatus(deps.db, who, await readScene(c, 'userAgreementStatus'))));
  });

  app.post(ENDPOINTS.userAgreementSubmit.path, async (c) => {
    const who = await viewer(c);
    return c.json(ok(await submitUserAgreement(deps.db, who, await readScene(c, 'userAgreementSubmit'), deps.now())));
  });

  const declaration = (
    kind: DeclarationKind,
    status: 'trDeclarationStatus' | 'customerDeclarationStatus',
    submit: 'trDeclarationSubmit' | 'customerDeclarationSubmit',
  ) => {
    app.get(ENDPOINTS[status].path, async (c) => {
      readQuery(c, ENDPOINTS[status].query);
      return c.json(ok(await declarationStatus(deps.db, await viewer(c), kind)));
    });
    app.post(ENDPOINTS[submit].path, async (c) => {
      const who = await viewer(c);
      await readBody(c, ENDPOINTS[submit].body);
      return c.json(ok(await submitDeclaration(deps.db, who, kind, deps.now())));
    });
  };
  declaration('tr_declaration', 'trDeclarationStatus', 'trDeclarationSubmit');
  declaration('customer_understand', 'customerDeclarationStatus', 'customerDeclarationSubmit');

  return app;
}
