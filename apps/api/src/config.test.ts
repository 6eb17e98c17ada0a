import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig REDIS_URL', () => {
  it('is optional', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: '  ' }).redisUrl).toBeUndefined();
  });

  it('accepts redis:// and rediss:// URLs', () => {
    expect(readConfig({ REDIS_URL: ' redis://127.0.0.1:6379/0 ' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(readConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380' }).redisUrl).toBe('rediss://user:pw@cache.internal:6380');
  });

  it.each(['127.0.0.1:6379', 'http://127.0.0.1:6379', 'not a url'])('refuses %j, naming the variable', (value) => {
    expect(() => readConfig({ REDIS_URL: value })).toThrow(/REDIS_URL/);
  });
});

describe('readConfig OPERATOR_TOKEN', () => {
  it('is optional (operator endpoints disabled)', () => {
    expect(readConfig({}).operatorToken).toBeUndefined();
    expect(readConfig({ OPERATOR_TOKEN: ' ' }).operatorToken).toBeUndefined();
  });

  it('is trimmed, and refused when shorter than 16 characters', () => {
    expect(readConfig({ OPERATOR_TOKEN: ' 0123456789abcdef ' }).operatorToken).toBe('0123456789abcdef');
    expect(() => readConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
  });
});

describe('readConfig SECURITY_KEY', () => {
  it('is optional (a generated key is kept in the database)', () => {
    expect(readConfig({}).securityKey).toBeUndefined();
    expect(readConfig({ SECURITY_KEY: '  ' }).securityKey).toBeUndefined();
  });

  it('accepts 32+ bytes as hex, base64 or base64url', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    expect(readConfig({ SECURITY_KEY: bytes.toString('hex') }).securityKey).toEqual(bytes);
    expect(readConfig({ SECURITY_KEY: ` ${bytes.toString('base64')} ` }).securityKey).toEqual(bytes);
    expect(readConfig({ SECURITY_KEY: bytes.toString('base64url') }).securityKey).toEqual(bytes);
  });

  it.each(['00'.repeat(31), Buffer.alloc(16).toString('base64'), 'not a key!'])('refuses %j, naming the variable', (value) => {
    expect(() => readConfig({ SECURITY_KEY: value })).toThrow(/SECURITY_KEY/);
  });
});
