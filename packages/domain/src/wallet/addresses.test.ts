import { describe, expect, it } from 'vitest';
import { addressProblem, encodeAddress, toChecksumAddress } from './addresses';
import { hexToBytes } from '@noble/hashes/utils.js';
import type { ChainKind } from './chains';

const ISSUE = 'issue 13 "address validation per chain"';
const EIP55 = 'EIP-55 mixed-case checksum';

describe('withdrawal address validation (addressProblem)', () => {
  it.each<[string, ChainKind, string, ReturnType<typeof addressProblem>]>([
    [EIP55, 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', null],
    [EIP55, 'evm', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', null],
    [EIP55, 'evm', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', null],
    [`${EIP55}: all lower case carries no checksum`, 'evm', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', null],
    [`${EIP55}: one letter's case changed`, 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum'],
    [`${ISSUE}: too short`, 'evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'format'],
    [`${ISSUE}: a TRON address on an EVM chain`, 'evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
    [`${ISSUE}: empty`, 'evm', '  ', 'empty'],
    ['TRON base58check', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', null],
    ['TRON base58check: last character mistyped', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
    ['TRON: an EVM address', 'tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
    ['BIP-173 P2WPKH', 'btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', null],
    ['BIP-173 P2WPKH upper case', 'btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', null],
    ['BIP-173 P2WSH', 'btc', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', null],
    ['BIP-350 taproot', 'btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', null],
    ['BIP-173: checksum broken', 'btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['BIP-173: mixed case', 'btc', 'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'format'],
    ['BIP-173: test-net address on main net', 'btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'format'],
    ['legacy P2PKH', 'btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', null],
    ['legacy P2SH', 'btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', null],
    ['legacy: checksum broken', 'btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'checksum'],
    ['BTC: an EVM address', 'btc', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
  ])('%s — %s %s', (_quote, kind, address, problem) => {
    expect(addressProblem(kind, address)).toBe(problem);
  });
});

describe('deposit address encoding (encodeAddress)', () => {
  const key = Uint8Array.from({ length: 20 }, (_, i) => i * 11 + 3);
  it.each<ChainKind>(['evm', 'tron', 'btc'])('an encoded %s address passes its own validation', (kind) => {
    expect(addressProblem(kind, encodeAddress(kind, key))).toBeNull();
  });
  it('formats: 0x + EIP-55, T…, bc1q…', () => {
    expect(encodeAddress('evm', key)).toBe(toChecksumAddress(encodeAddress('evm', key).toLowerCase()));
    expect(encodeAddress('tron', key)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(encodeAddress('btc', key)).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });
  it('the known key of a BIP-173 vector gives its address', () => {
    const vector = hexToBytes('751e76e8199196d454941c45d1b3a323f1433bd6');
    expect(encodeAddress('btc', vector)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });
});
