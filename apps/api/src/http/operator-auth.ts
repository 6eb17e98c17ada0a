import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { ERROR_CODES } from '@ex/contracts';
import { ApiFailure, notFoundBody } from './failure';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Guards an operator endpoint with `Authorization: Bearer <OPERATOR_TOKEN>`.
 * - OPERATOR_TOKEN unset: 404, exactly like an unknown path (the endpoint is disabled);
 * - header missing, not Bearer, or a wrong token: 401 `{ code: 40100 }` with `WWW-Authenticate: Bearer`.
 * The tokens are compared as SHA-256 digests with timingSafeEqual: constant time, whatever the lengths.
 */
export function requireOperator(c: Context, operatorToken: string | undefined): void {
  if (!operatorToken) throw new ApiFailure(404, notFoundBody);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  const given = match?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(operatorToken)) || given === '') {
    throw new ApiFailure(401, { code: ERROR_CODES.unauthenticated, message: 'Operator token required' }, { 'WWW-Authenticate': 'Bearer' });
  }
}
