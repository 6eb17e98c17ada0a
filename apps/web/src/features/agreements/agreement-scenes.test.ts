import { describe, expect, it } from 'vitest';
import { agreementScenesForPath } from './agreement-scenes';

const SCENE = '§7 user-agreement/status "body {scene}" — scene per page (our table, docs/spec-decisions.md)';

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
