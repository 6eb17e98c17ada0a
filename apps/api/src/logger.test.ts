import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger({ level: 'debug', destination }), lines };
}

describe('logger redaction', () => {
  it('censors request payloads whole, even keys the key rule allows (code)', () => {
    const { logger, lines } = capture();
    logger.info({ body: { code: '493817', frequency: 1 } }, 'payload');
    logger.info({ req: { body: 'action=tradepassfrequency&totp=582014', form: { code: '771204' } } }, 'nested payload');
    logger.info({ query: { sub_uid: '10000009' }, input: { code: '130492' } }, 'query');
    const all = lines.join('\n');
    for (const secret of ['493817', '582014', '771204', '130492', '10000009']) expect(all).not.toContain(secret);
    expect(all).toContain('[REDACTED]');
  });

  it('censors the fund-password and frequency form fields at any depth', () => {
    const { logger, lines } = capture();
    const fields = { fundpass: 'Fund-pw-1', old_fundpass: 'Old-fund-2', login_password: 'Login-pw-3', totp: '246810', password: 'Pw-4' };
    logger.warn(fields, 'top level');
    logger.warn({ a: { b: { c: fields } } }, 'deep');
    logger.child({ fundpass: 'Child-pw-5' }).info('child');
    const all = lines.join('\n');
    for (const secret of [...Object.values(fields), 'Child-pw-5']) expect(all).not.toContain(secret);
  });

  it('keeps an error code readable', () => {
    const { logger, lines } = capture();
    logger.error({ error: { name: 'DatabaseError', code: '23505' } }, 'db');
    expect(lines.join('\n')).toContain('23505');
  });
});
