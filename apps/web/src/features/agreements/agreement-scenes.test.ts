import { describe, expect, it } from 'vitest';
import { SITE_KEYS } from '@ex/sites';
import { agreementScenesForPath, asksDeclaration } from './agreement-scenes';

const SCENE = '§7 user-agreement/status "body {scene}" — scene per page (our table, docs/spec-decisions.md)';
const TR = '§6 "Turkey user: sees the declaration link in the footer only if signed." / §4.15 Turkey declaration';
const FAILURE = '§8 "Declaration fetch or sign failure: Logged; treated as status 1 (unsigned)" — asked only where the declaration exists';

describe('agreementScenesForPath', () => {
  const cases = [
    { path: '/', scenes: ['login'] },
    { path: '/myaccount', scenes: ['login'] },
    { path: '/futures', scenes: ['login', 'futures'] },
    { path: '/futures/USDT/BTC_USDT', scenes: ['login', 'futures'] },
    { path: '/Futures/', scenes: ['login', 'futures'] },
    { path: '/futures?tab=1', scenes: ['login', 'futures'] },
    { path: '/futures-delivery/usdt', scenes: ['login', 'futures'] },
    { path: '/futuresx', scenes: ['login'] },
    { path: '/copytrading', scenes: ['login', 'copy_trading'] },
    { path: '/copytrading/trader/42', scenes: ['login', 'copy_trading'] },
    { path: '//copytrading//', scenes: ['login', 'copy_trading'] },
    { path: '/help/futures', scenes: ['login'] },
  ];
  it.each(cases)(`${SCENE} — $path → $scenes`, ({ path, scenes }) => {
    expect(agreementScenesForPath(path)).toEqual(scenes);
  });
});

describe('asksDeclaration', () => {
  it.each(SITE_KEYS.map((site) => ({ site, tr: site === 'tr', customer: site === 'eu' })))(
    `${TR}; ${FAILURE} — $site: tr=$tr customer=$customer`,
    ({ site, tr, customer }) => {
      expect(asksDeclaration('tr', site)).toBe(tr);
      expect(asksDeclaration('customer', site)).toBe(customer);
    },
  );
});
