import { END, START, STAR, maskAlnumExceptLast, maskDigitsExceptLast, weightedSum, type Mask, type Rule } from './log-mask-core';

// §5 "ID numbers": the national ID formats of the sub-sites' markets. Where a format carries a
// check digit or letter, a match must pass it, so ordinary ids of the same shape stay readable.
// Masks keep the last 2 letters or digits (Chinese IDs 4, passports their first letter and last 2).

const maskId = (m: string): string => maskAlnumExceptLast(m, 2);
/** A mask that masks only what passes `valid` (checked on the upper-cased match without separators). */
const checked =
  (valid: (s: string) => boolean): Mask =>
  (m) =>
    valid(m.toUpperCase().replace(/[^0-9A-Z]/g, '')) ? maskId(m) : null;
const rule = (source: string, mask: Mask, flags = 'g'): Rule => [new RegExp(String.raw`${START}${source}${END}`, flags), mask];

const hkidValid = (s: string): boolean => {
  const head = s.length === 9 ? s.slice(0, 2) : ` ${s.charAt(0)}`;
  const value = (c: string) => (c === ' ' ? 36 : c.charCodeAt(0) - 55); // space 36, A 10 … Z 35
  const sum = 9 * value(head.charAt(0)) + 8 * value(head.charAt(1)) + weightedSum(s.slice(-7, -1), [7, 6, 5, 4, 3, 2]);
  const check = (11 - (sum % 11)) % 11;
  return s.charAt(s.length - 1) === (check === 10 ? 'A' : String(check));
};

const maskHkid = checked(hkidValid);

const nricValid = (s: string): boolean => {
  const prefix = s.charAt(0);
  const sum = weightedSum(s.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]);
  if (prefix === 'M') return s.charAt(8) === 'KLJNPQRTUWX'.charAt(10 - ((sum + 3) % 11));
  const letters = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return s.charAt(8) === letters.charAt((sum + (prefix === 'T' || prefix === 'G' ? 4 : 0)) % 11);
};

const kimlikValid = (s: string): boolean => {
  const odd = weightedSum(s, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
  const even = weightedSum(s, [0, 1, 0, 1, 0, 1, 0, 1, 0]);
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  return s.charCodeAt(9) - 48 === d10 && s.charCodeAt(10) - 48 === (odd + even + d10) % 10;
};

const myNumberValid = (s: string): boolean => {
  const r = weightedSum(s, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; // weights of digits 1-11, left to right
  return s.charCodeAt(11) - 48 === (r <= 1 ? 0 : 11 - r);
};

const tfnValid = (s: string): boolean =>
  weightedSum(s, s.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1]) % 11 === 0;
const bsnValid = (s: string): boolean => weightedSum(s, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0;

// Codice fiscale: characters in odd positions (1st, 3rd, …) count by this table (A-Z; a digit as the
// letter at its index), even positions by their index (0-9, A-Z as 0-25); the sum mod 26 is the last letter.
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const codiceFiscaleValid = (s: string): boolean => {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const code = s.charCodeAt(i);
    const index = code <= 57 ? code - 48 : code - 65;
    sum += i % 2 === 0 ? (CF_ODD[index] as number) : index;
  }
  return s.charCodeAt(15) - 65 === sum % 26;
};

const dniValid = (s: string): boolean => {
  const lead = 'XYZ'.indexOf(s.charAt(0));
  const number = Number(lead >= 0 ? `${lead}${s.slice(1, 8)}` : s.slice(0, 8));
  return s.charAt(8) === 'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(number % 23);
};

const nirValid = (s: string): boolean => {
  const body = Number(s.slice(0, 13).replace('2A', '19').replace('2B', '18')); // Corsica: 2A, 2B
  return Number(s.slice(13)) === 97 - (body % 97);
};

/**
 * Labels that make a bare 8-12 digit number an ID: a US SSN, Australian TFN, Dutch BSN or Japanese
 * My Number written without separators is just a number (their check digits pass 1 random number
 * in 11, and uids have the same length), so it is masked only right after its label.
 */
const ID_LABEL = String.raw`(?:ssn|social[ _-]?security(?:[ _-]?(?:number|no))?|tfn|tax[ _-]?file[ _-]?(?:number|no)|bsn|burgerservicenummer|sofi[ _-]?nummer|my[ _-]?number|kojin[ _-]?bango|個人番号|マイナンバー|tckn|(?:tc[ _-]?)?kimlik(?:[ _-]?no)?|national[ _-]?id(?:[ _-]?(?:number|no))?)`;
const LABELLED = new RegExp(String.raw`(?<![A-Za-z0-9])${ID_LABEL}(?![A-Za-z])[^\w\n]{0,4}\d(?:[ .-]?\d){7,11}${END}`, 'gi');
function maskLabelled(m: string): string {
  const at = m.search(/\d/);
  return m.slice(0, at) + maskDigitsExceptLast(m.slice(at), 2);
}

/** Keys whose values are ID numbers whatever their shape (structured log fields; see maskDeep). */
export const ID_KEY = new RegExp(
  String.raw`^(?:[A-Za-z0-9]*[_-])?(?:${ID_LABEL}|nino|national[ _-]?insurance(?:[ _-]?(?:number|no))?|hkid|nric|dni|nie|nif|codice[ _-]?fiscale|fiscal[ _-]?code|nir|id[ _-]?card(?:[ _-]?(?:number|no))?|passport(?:[ _-]?(?:number|no))?)$`,
  'i',
);
/** Masks a value held under an {@link ID_KEY} key: every letter and digit but the last 2. */
export const maskIdValue = maskId;

/**
 * Chinese resident ID: 18 characters (6-digit area, YYYYMMDD birth date, 3 digits, digit or X) or
 * the old 15-digit form (YYMMDD). The birth date already makes random numbers match rarely (about
 * 1 in 1,500), so the check character is not required: a mistyped ID is still masked.
 */
const DATE8 = String.raw`(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`;
const DATE6 = String.raw`\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`;
const maskChina = (m: string) => STAR.repeat(m.length - 4) + m.slice(-4);

/**
 * Passport-like: 1-2 capital letters then digits, 8-9 characters in all (`E12345678`). Keeps the
 * first letter and the last 2. Dashes are edges here too, so the first group of an upper-case
 * UUID is not taken for a passport.
 */
const PASSPORT = new RegExp(String.raw`(?<![\w.+*-])(?=[A-Z0-9]{8,9}(?![\w*-]))[A-Z]{1,2}\d{7,8}(?![\w*-]|[.,][\d*])`, 'g');
const maskPassport = (m: string) => m.charAt(0) + STAR.repeat(m.length - 3) + m.slice(-2);

// Grouped numbers must not be a run of groups: `1 234 567 890` is an amount, not a TFN.
const NOT_AFTER_GROUP = String.raw`(?<!\d[ -])`;
const NOT_BEFORE_GROUP = String.raw`(?![ -]\d)`;

/** In order: the labelled form first, letters-and-digits formats, then the all-digit ones. */
export const ID_RULES: readonly Rule[] = [
  [LABELLED, maskLabelled],
  // Italian codice fiscale: RSSMRA85T10A562S; digits may be replaced by LMNPQRSTUV (omocodia).
  rule(String.raw`[A-Z]{6}[\dLMNP-V]{2}[ABCDEHLMPRST][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]`, checked(codiceFiscaleValid), 'gi'),
  // UK National Insurance number: AB123456C or AB 12 34 56 C; no check digit, but allocated prefixes and an A-D suffix.
  rule(String.raw`(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?: ?\d{2}){3} ?[A-D]`, maskId, 'gi'),
  // Hong Kong ID: A123456(3), AB987654(2), A1234563; check digit 0-9 or A. The bare form has the
  // shape of an 8-character hex id (e1234567, a UUID's first group), so it must be upper case and
  // must not run on into a dash.
  rule(String.raw`[A-Z]{1,2}\d{6}(?:\([\dA]\)|[\dA](?!-))`, (m) => (m.includes('(') || m === m.toUpperCase() ? maskHkid(m) : null), 'gi'),
  // Singapore NRIC/FIN: S1234567D; S/T citizens, F/G/M foreigners; check letter.
  rule(String.raw`[STFGM]\d{7}[A-Z]`, checked(nricValid), 'gi'),
  // Spanish DNI 12345678Z and NIE X1234567L; check letter.
  rule(String.raw`(?:\d{8}|[XYZ]-?\d{7})-?[A-Z]`, checked(dniValid), 'gi'),
  // US Social Security number: 123-45-6789 or 123 45 6789; never issued: area 000, 666, 9xx; group 00; serial 0000.
  rule(String.raw`(?!000|666|9)\d{3}([ -])(?!00)\d{2}\1(?!0000)\d{4}`, maskId),
  // Australian TFN: 123 456 782 or 123-456-782; weighted mod 11.
  rule(String.raw`${NOT_AFTER_GROUP}\d{3}([ -])\d{3}\1\d{3}${NOT_BEFORE_GROUP}`, checked(tfnValid)),
  // Dutch BSN: 1234.56.782; the 11-proof.
  rule(String.raw`\d{4}\.\d{2}\.\d{3}`, checked(bsnValid)),
  // Japanese My Number: 1234 5678 9018 or 1234-5678-9018; mod 11 check digit.
  rule(String.raw`${NOT_AFTER_GROUP}\d{4}([ -])\d{4}\1\d{4}${NOT_BEFORE_GROUP}`, checked(myNumberValid)),
  // French NIR (INSEE): 1 84 12 76 451 089 46 or 184127645108946; key = 97 - (number mod 97).
  rule(String.raw`[12] ?\d{2} ?(?:0[1-9]|1[0-2]|[2-9]\d) ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}`, checked(nirValid), 'gi'),
  // Turkish T.C. Kimlik No: 11 digits, the 10th and 11th are checksums.
  rule(String.raw`[1-9]\d{10}`, checked(kimlikValid)),
  rule(String.raw`[1-9]\d{5}(?:${DATE8}\d{3}[\dXx]|${DATE6}\d{3})`, maskChina),
  [PASSPORT, maskPassport],
];
