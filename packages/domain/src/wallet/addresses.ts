import { base58check, bech32, bech32m } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ChainKind } from './chains';

const b58c = base58check(sha256);
/** TRON main-net addresses are version byte 0x41 + 20 bytes, base58check ("T…"). */
const TRON_PREFIX = 0x41;
/** Native SegWit (P2WPKH) on Bitcoin main net: bech32 "bc1q…" with a 20-byte program. */
const BTC_HRP = 'bc';

/**
 * EIP-55 mixed-case checksum of a 20-byte address (hex with or without 0x).
 * @example toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') === '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(hex: string): string {
  const lower = hex.replace(/^0x/i, '').toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/**
 * The address of a network for a 20-byte account key: EIP-55 on EVM chains, base58check on TRON,
 * bech32 P2WPKH on Bitcoin. Deposit addresses are derived from a server secret (services/wallet).
 * @example encodeAddress('evm', new Uint8Array(20)) === '0x0000000000000000000000000000000000000000'
 */
export function encodeAddress(kind: ChainKind, key: Uint8Array): string {
  if (key.length !== 20) throw new Error('address key must be 20 bytes');
  if (kind === 'evm') return toChecksumAddress(bytesToHex(key));
  if (kind === 'tron') return b58c.encode(Uint8Array.of(TRON_PREFIX, ...key));
  return bech32.encode(BTC_HRP, [0, ...bech32.toWords(key)]);
}

/** Why an address is refused: empty, not the network's format, or a checksum that does not match. */
export type AddressProblem = 'empty' | 'format' | 'checksum';

/**
 * Validates a withdrawal address for a network kind, or names the problem:
 * - EVM: `0x` + 40 hex; all-lower or all-upper case carries no checksum and is accepted, mixed case
 *   must match EIP-55 (a mistyped character is caught);
 * - TRON: base58check of 0x41 + 20 bytes ("T…", 34 characters);
 * - Bitcoin: bech32 (v0, 20- or 32-byte program, "bc1q…") or bech32m (v1+, "bc1p…") main-net
 *   addresses, or legacy base58check P2PKH ("1…") / P2SH ("3…").
 * @example addressProblem('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') === null
 * @example addressProblem('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD') === 'checksum'
 */
export function addressProblem(kind: ChainKind, raw: string): AddressProblem | null {
  const address = raw.trim();
  if (address === '') return 'empty';
  if (kind === 'evm') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
    const body = address.slice(2);
    if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
    return toChecksumAddress(body) === address ? null : 'checksum';
  }
  if (kind === 'tron') {
    if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'format';
    try {
      const bytes = b58c.decode(address);
      return bytes.length === 21 && bytes[0] === TRON_PREFIX ? null : 'format';
    } catch {
      return 'checksum';
    }
  }
  return bitcoinProblem(address);
}

function bitcoinProblem(address: string): AddressProblem | null {
  if (/^bc1/i.test(address)) {
    if (address !== address.toLowerCase() && address !== address.toUpperCase()) return 'format';
    const lower = address.toLowerCase();
    const version = lower.charAt(3);
    try {
      // BIP-173 for witness v0 ("q"), BIP-350 (bech32m) for v1 and later.
      const decoded = version === 'q' ? bech32.decode(lower as `${string}1${string}`) : bech32m.decode(lower as `${string}1${string}`);
      if (decoded.prefix !== BTC_HRP) return 'format';
      const [witnessVersion, ...words] = decoded.words;
      const program = bech32.fromWords(words);
      if (witnessVersion === 0) return program.length === 20 || program.length === 32 ? null : 'format';
      return witnessVersion !== undefined && witnessVersion <= 16 && program.length >= 2 && program.length <= 40 ? null : 'format';
    } catch {
      return 'checksum';
    }
  }
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return 'format';
  try {
    const bytes = b58c.decode(address);
    return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05) ? null : 'format';
  } catch {
    return 'checksum';
  }
}
