import { END, START, digitsOf, maskDigitsExceptLast, type Rule } from './log-mask-core';

/**
 * Luhn checksum of a digit string; tells card numbers apart from order ids and other long numbers.
 * @example passesLuhn('4111111111111111') === true
 * @example passesLuhn('1234567890123456') === false
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Card networks: IIN ranges (inclusive, compared on the first digits of the same length) and the
 * lengths the network issues. Luhn alone passes 1 random number in 10; a network's range and length
 * on top leave about 1 in 50 random 19-digit order ids looking like a card (mostly Visa's 4).
 * Maestro is limited to its dedicated ranges and 16-19 digits: its 12-15-digit cards and the
 * catch-all 5/6 ranges would swallow ordinary ids. Troy (9792) serves the Turkish sub-site.
 */
const NETWORKS: readonly { name: string; iin: readonly (readonly [string, string])[]; lengths: readonly number[] }[] = [
  { name: 'Visa', iin: [['4', '4']], lengths: [16, 17, 18, 19] },
  {
    name: 'Mastercard',
    iin: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    name: 'American Express',
    iin: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    name: 'Discover',
    iin: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16, 17, 18, 19],
  },
  { name: 'JCB', iin: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  { name: 'UnionPay', iin: [['62', '62']], lengths: [16, 17, 18, 19] },
  { name: 'Diners Club', iin: [['36', '36']], lengths: [14, 16, 17, 18, 19] },
  {
    name: 'Diners Club',
    iin: [
      ['300', '305'],
      ['3095', '3095'],
      ['38', '39'],
    ],
    lengths: [16, 17, 18, 19],
  },
  {
    name: 'Maestro',
    iin: [
      ['5018', '5018'],
      ['5020', '5020'],
      ['5038', '5038'],
      ['5893', '5893'],
      ['6304', '6304'],
      ['6759', '6759'],
      ['6761', '6763'],
    ],
    lengths: [16, 17, 18, 19],
  },
  { name: 'Troy', iin: [['9792', '9792']], lengths: [16] },
];

/**
 * The network whose IIN range and length fit `digits`, when it also passes Luhn; null otherwise.
 * @example cardNetwork('4111111111111111') === 'Visa'
 * @example cardNetwork('1234567890123452') === null // Luhn-valid, but no network starts with 1
 */
export function cardNetwork(digits: string): string | null {
  if (!passesLuhn(digits)) return null;
  for (const { name, iin, lengths } of NETWORKS) {
    if (!lengths.includes(digits.length)) continue;
    for (const [lo, hi] of iin) {
      const head = digits.slice(0, lo.length);
      if (head >= lo && head <= hi) return name;
    }
  }
  return null;
}

/**
 * Card: 14-19 digits contiguous, in groups of 4 joined by one space or dash (16-19 digits), or
 * grouped 4-6-5 / 4-6-4 (American Express, Diners); in a network's IIN range, of a length it
 * issues, and Luhn-valid. Keeps the last 4 digits: `**** **** **** 1111`.
 */
const CARD = new RegExp(String.raw`${START}(?:\d{14,19}|\d{4}[ -]\d{6}[ -]\d{4,5}|\d{4}(?:[ -]\d{4}){3}(?:[ -]\d{1,3})?)${END}`, 'g');
function maskCard(m: string): string | null {
  if (cardNetwork(digitsOf(m)) !== null) return maskDigitsExceptLast(m, 4);
  // "4111 1111 1111 1111 12/25": the short trailing group may be an expiry, not part of the card.
  const head = m.slice(0, 19);
  if (m.length > 19 && cardNetwork(digitsOf(head)) !== null) return maskDigitsExceptLast(head, 4) + m.slice(19);
  return null; // not a card: look again from the next character, a card may start inside
}

export const CARD_RULES: readonly Rule[] = [[CARD, maskCard]];
