import { describe, it, expect } from 'vitest';
import { cardNetwork, maskDeep, maskSensitive } from './log-mask';

const SCRUB = '§5 "Log scrubbing masks phones, e-mails, ID numbers, 16-19 digit card numbers and IPv4 addresses."';
const IDS = `${SCRUB} / issue 20 "Cover the national ID formats of the sub-sites' markets"`;
const CARDS = `${SCRUB} / issue 20 "Require a card network's IIN range as well as Luhn"`;

// Each format: valid numbers are masked to their last 2 characters; a wrong check digit, an
// unallocated prefix or a wrong length leaves the text alone (it is some other kind of id).
describe('national ID numbers', () => {
  const cases: { spec: string; input: string; expected: string }[] = [
    { spec: `${IDS} — US SSN with dashes`, input: 'ssn 123-45-6789 ok', expected: 'ssn ***-**-**89 ok' },
    { spec: `${IDS} — US SSN with spaces, no label needed`, input: 'value 123 45 6789', expected: 'value *** ** **89' },
    { spec: `${IDS} — US SSN: area 000 is never issued`, input: 'ref 000-12-3456', expected: 'ref 000-12-3456' },
    { spec: `${IDS} — US SSN: area 666 is never issued`, input: 'ref 666-12-3456', expected: 'ref 666-12-3456' },
    { spec: `${IDS} — US SSN: area 9xx is never issued`, input: 'ref 912-34-5678', expected: 'ref 912-34-5678' },
    {
      spec: `${IDS} — US SSN: group 00 and serial 0000 are never issued`,
      input: '123-00-4567 123-45-0000',
      expected: '123-00-4567 123-45-0000',
    },
    { spec: `${IDS} — bare 9-digit SSN after its label`, input: '{"ssn":"123456789"}', expected: '{"ssn":"*******89"}' },
    { spec: `${IDS} — bare 9 digits without a label are an id, not an SSN`, input: 'uid=123456789', expected: 'uid=123456789' },
    { spec: `${IDS} — UK NINO`, input: 'nino AB123456C.', expected: 'nino *******6C.' },
    { spec: `${IDS} — UK NINO spaced, lower case`, input: 'ni=ab 12 34 56 c', expected: 'ni=** ** ** *6 c' },
    { spec: `${IDS} — UK NINO: prefix BG is not allocated`, input: 'BG123456C', expected: 'BG123456C' },
    { spec: `${IDS} — UK NINO: first letter D is not used`, input: 'DA123456C', expected: 'DA123456C' },
    { spec: `${IDS} — UK NINO: suffix must be A-D`, input: 'AB123456E', expected: 'AB123456E' },
    { spec: `${IDS} — Hong Kong ID with bracketed check digit`, input: 'hkid A123456(3)', expected: 'hkid ******6(3)' },
    { spec: `${IDS} — Hong Kong ID, two letters`, input: 'AB987654(3)', expected: '*******4(3)' },
    { spec: `${IDS} — Hong Kong ID, check digit A, bare`, input: 'id G123456A;', expected: 'id ******6A;' },
    { spec: `${IDS} — Hong Kong ID: wrong check digit`, input: 'hkid A123456(4)', expected: 'hkid A123456(4)' },
    { spec: `${IDS} — Hong Kong ID shape in lower-case hex is a hash, not an ID`, input: 'commit c6686689', expected: 'commit c6686689' },
    { spec: `${IDS} — Singapore NRIC (S)`, input: 'nric=S1234567D', expected: 'nric=*******7D' },
    { spec: `${IDS} — Singapore NRIC (T)`, input: 'T1234567J', expected: '*******7J' },
    { spec: `${IDS} — Singapore FIN (F, G)`, input: 'F1234567N G1234567X', expected: '*******7N *******7X' },
    { spec: `${IDS} — Singapore FIN (M series)`, input: 'M1234567K', expected: '*******7K' },
    { spec: `${IDS} — Singapore NRIC: wrong check letter`, input: 'S1234567A', expected: 'S1234567A' },
    { spec: `${IDS} — Turkish T.C. Kimlik No`, input: 'tckn=10000000146', expected: 'tckn=*********46' },
    { spec: `${IDS} — Turkish T.C. Kimlik No: wrong checksum`, input: 'id 10000000147', expected: 'id 10000000147' },
    { spec: `${IDS} — Japanese My Number, grouped`, input: 'my number 1234 5678 9018', expected: 'my number **** **** **18' },
    {
      spec: `${IDS} — Japanese My Number, bare after its label`,
      input: 'マイナンバー：123456789018',
      expected: 'マイナンバー：**********18',
    },
    { spec: `${IDS} — Japanese My Number: wrong check digit`, input: 'ref 1234-5678-9012', expected: 'ref 1234-5678-9012' },
    { spec: `${IDS} — Australian TFN, grouped`, input: 'tfn 123 456 782', expected: 'tfn *** *** *82' },
    { spec: `${IDS} — Australian TFN: wrong checksum`, input: 'ref 123-456-789', expected: 'ref 123-456-789' },
    {
      spec: `${IDS} — Australian TFN shape inside an amount is an amount`,
      input: 'total 1 123 456 782 TRY',
      expected: 'total 1 123 456 782 TRY',
    },
    { spec: `${IDS} — Dutch BSN, dotted`, input: 'bsn 1234.56.782', expected: 'bsn ****.**.*82' },
    {
      spec: `${IDS} — Dutch BSN, bare after its label`,
      input: 'burgerservicenummer: 123456782',
      expected: 'burgerservicenummer: *******82',
    },
    { spec: `${IDS} — Dutch BSN: fails the 11-proof`, input: 'ref 1234.56.789', expected: 'ref 1234.56.789' },
    { spec: `${IDS} — Italian codice fiscale`, input: 'cf RSSMRA85T10A562S', expected: 'cf **************2S' },
    { spec: `${IDS} — Italian codice fiscale, lower case`, input: 'cf=mrtmtt25d09f205z', expected: 'cf=**************5z' },
    { spec: `${IDS} — Italian codice fiscale: wrong check letter`, input: 'RSSMRA85T10A562T', expected: 'RSSMRA85T10A562T' },
    { spec: `${IDS} — Spanish DNI`, input: 'dni 12345678Z', expected: 'dni *******8Z' },
    { spec: `${IDS} — Spanish DNI with a dash`, input: 'dni 12345678-Z', expected: 'dni *******8-Z' },
    { spec: `${IDS} — Spanish NIE`, input: 'nie X1234567L', expected: 'nie *******7L' },
    { spec: `${IDS} — Spanish DNI: wrong letter`, input: 'ref 12345678A', expected: 'ref 12345678A' },
    { spec: `${IDS} — French NIR, spaced`, input: 'nir 1 84 12 76 451 089 46', expected: 'nir * ** ** ** *** *** 46' },
    { spec: `${IDS} — French NIR, bare`, input: 'secu=269054958815780', expected: 'secu=*************80' },
    { spec: `${IDS} — French NIR: wrong key`, input: 'ref 1 84 12 76 451 089 47', expected: 'ref 1 84 12 76 451 089 47' },
    { spec: `${IDS} — Chinese 18-character ID (kept from before)`, input: 'id 11010519491231002X', expected: 'id **************002X' },
  ];
  it.each(cases)('$spec: $input', ({ input, expected }) => {
    expect(maskSensitive(input)).toBe(expected);
    expect(maskSensitive(expected)).toBe(expected);
  });

  it(`${IDS} — a structured field under an ID key is masked whatever its shape`, () => {
    expect(maskDeep({ ssn: '123456789', tax_file_number: 12345678, kyc: { national_id: 'AB-1234-XY' }, uid: 123456789 })).toEqual({
      ssn: '*******89',
      tax_file_number: '******78',
      kyc: { national_id: '**-****-XY' },
      uid: 123456789,
    });
  });
});

describe('card numbers', () => {
  const cases: { spec: string; input: string; network: string | null }[] = [
    { spec: `${CARDS} — Visa 4, 16 digits`, input: '4111111111111111', network: 'Visa' },
    { spec: `${CARDS} — Visa 4, 19 digits`, input: '4111111111111111110', network: 'Visa' },
    { spec: `${CARDS} — Mastercard 51-55`, input: '5555555555554444', network: 'Mastercard' },
    { spec: `${CARDS} — Mastercard 2221-2720`, input: '2223003122003222', network: 'Mastercard' },
    { spec: `${CARDS} — American Express 34/37, 15 digits`, input: '378282246310005', network: 'American Express' },
    { spec: `${CARDS} — Discover 6011`, input: '6011111111111117', network: 'Discover' },
    { spec: `${CARDS} — JCB 3528-3589`, input: '3530111333300000', network: 'JCB' },
    { spec: `${CARDS} — UnionPay 62, 19 digits`, input: '6212345678901234569', network: 'UnionPay' },
    { spec: `${CARDS} — Diners Club 36, 14 digits`, input: '36227206271667', network: 'Diners Club' },
    { spec: `${CARDS} — Diners Club 300-305`, input: '3056930009020004', network: 'Diners Club' },
    { spec: `${CARDS} — Maestro 6759`, input: '6759649826438453', network: 'Maestro' },
    { spec: `${CARDS} — Troy 9792 (Turkey)`, input: '9792000000000003', network: 'Troy' },
    { spec: `${CARDS} — Luhn-valid but no network starts with 1`, input: '1234567890123452', network: null },
    { spec: `${CARDS} — Luhn-valid but no network starts with 9000`, input: '9000000000000001', network: null },
    { spec: `${CARDS} — Mastercard never has 19 digits`, input: '5555555555554444125', network: null },
    { spec: `${CARDS} — American Express never has 16 digits`, input: '3782822463100003', network: null },
    { spec: `${CARDS} — Visa prefix but Luhn fails`, input: '4111111111111112', network: null },
  ];
  it.each(cases)('$spec: $input', ({ input, network }) => {
    expect(cardNetwork(input)).toBe(network);
    const line = `pan=${input} ok`;
    expect(maskSensitive(line)).toBe(network === null ? line : `pan=${'*'.repeat(input.length - 4)}${input.slice(-4)} ok`);
  });

  it(`${CARDS} — American Express grouped 4-6-5`, () => {
    expect(maskSensitive('amex 3782 822463 10005')).toBe('amex **** ****** *0005');
  });
  it(`${CARDS} — a 19-digit order id that passes Luhn but starts with 1 stays readable`, () => {
    expect(maskSensitive('order_id=1845275039172650411')).toBe('order_id=1845275039172650411');
  });
});
