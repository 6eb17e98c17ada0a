import { pino, type DestinationStream, type Logger } from 'pino';
import { REDACTED, maskDeep } from '@ex/domain';

export type { Logger };

/**
 * Fields censored whole, at the top level and one level down (pino `redact`): request payloads and
 * the secret fields of the §3 fund-password and frequency forms (maskDeep also redacts the latter
 * by key, at any depth).
 */
export const REDACT_PATHS = [
  ...['body', 'form', 'query', 'input', 'fundpass', 'old_fundpass', 'login_password', 'totp', 'password'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
] as const;

/**
 * The API logger. Every argument of every log call goes through `maskDeep` (§5 log scrubbing: phones,
 * e-mails, ids, cards, IPs masked; values under password/token/cookie/session keys redacted), and so
 * do child-logger bindings. Callers still never pass bodies, cookies or tokens in the first place.
 * On top of that, whole request payloads are censored by field ({@link REDACT_PATHS}): a body holds
 * keys like `code` (an authenticator code) that the key rule cannot tell from an error code.
 * `destination` lets tests capture the output.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const config = {
    level: options.level ?? 'info',
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => maskDeep(a)),
        );
      },
    },
    formatters: {
      bindings: (bindings: Record<string, unknown>) => maskDeep(bindings) as Record<string, unknown>,
    },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

/**
 * A log-safe description of an error. Drizzle's DrizzleQueryError message embeds the SQL parameters
 * (e-mails, password hashes), so for those only the driver error underneath is described.
 */
export function describeError(error: unknown): Record<string, unknown> {
  const inner = error && typeof error === 'object' && 'query' in error && 'cause' in error ? (error as { cause: unknown }).cause : error;
  if (!(inner instanceof Error)) return { type: typeof inner };
  const code = (inner as { code?: unknown }).code;
  return {
    name: inner.name,
    message: inner.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: inner.stack?.split('\n').slice(1, 6).join('\n'),
  };
}
