import { createHmac } from 'node:crypto';
import { CHAINS, encodeAddress, type ChainId } from '@ex/domain';

/**
 * The user's deposit address on `chain`: the first 20 bytes of HMAC-SHA256(key, chain + uid),
 * encoded the network's way (EIP-55 on EVM chains, base58check on TRON, bech32 on Bitcoin).
 * Deterministic (the same user and chain always get the same address, no table needed), stable
 * across restarts (the key is derived from SECURITY_KEY or the stored master key) and unique in
 * practice (a 160-bit HMAC output; a collision is as likely as one between real addresses).
 * @example depositAddress(keys.depositAddressKey, 42, 'ETH') // '0x…' (EIP-55)
 */
export function depositAddress(key: Buffer, uid: number, chain: ChainId): string {
  const digest = createHmac('sha256', key).update(`deposit-address/v1:${chain}:${uid}`).digest();
  return encodeAddress(CHAINS[chain].kind, new Uint8Array(digest.subarray(0, 20)));
}
