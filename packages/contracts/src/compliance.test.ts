import { describe, expect, it } from 'vitest';
import { EMPTY_COMPLIANCE_ITEM, businessListPathFor, resolveBusinessList, type ComplianceItem } from './compliance';

const LIST =
  '§5 "Business compliance list: Used only if the response code is 0 and the data is a non-empty array; otherwise a default empty item is used."';
const URLS = '§7 "business compliance list (URL differs for main, Turkey, UK and AU sites versus the others)"';

const item: ComplianceItem = { ...EMPTY_COMPLIANCE_ITEM, content: 'Risk warning', type: 3 };

describe('resolveBusinessList', () => {
  it.each([
    { why: 'code 0 with items: the items', raw: { resMsg: { code: 0, message: 'success' }, datas: [item] }, out: [item] },
    {
      why: 'code 0, empty list: the default item',
      raw: { resMsg: { code: 0, message: 'success' }, datas: [] },
      out: [EMPTY_COMPLIANCE_ITEM],
    },
    { why: 'non-zero code: the default item', raw: { resMsg: { code: 50000, message: 'x' }, datas: [item] }, out: [EMPTY_COMPLIANCE_ITEM] },
    {
      why: 'not the contract (datas not an array): the default item',
      raw: { resMsg: { code: 0, message: '' }, datas: {} },
      out: [EMPTY_COMPLIANCE_ITEM],
    },
    { why: 'nothing at all (failed request): the default item', raw: undefined, out: [EMPTY_COMPLIANCE_ITEM] },
  ])(`${LIST} — $why`, ({ raw, out }) => {
    expect(resolveBusinessList(raw)).toEqual(out);
  });
});

describe('businessListPathFor', () => {
  it.each([
    ['main', '/apiw/v2/compliance/business_list'],
    ['tr', '/apiw/v2/compliance/business_list'],
    ['uk', '/apiw/v2/compliance/business_list'],
    ['au', '/apiw/v2/compliance/business_list'],
    ['eu', '/api/web/v1/compliance/business-list'],
    ['us', '/api/web/v1/compliance/business-list'],
    ['hk', '/api/web/v1/compliance/business-list'],
    ['testnet', '/api/web/v1/compliance/business-list'],
  ] as const)(`${URLS}: %s → %s`, (site, path) => {
    expect(businessListPathFor(site)).toBe(path);
  });
});
