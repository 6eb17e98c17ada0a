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

describe('readConfig TRUST_GEO_HEADER (issue 3 "Where a visitor is")', () => {
  it('is off unless set: a client-sent X-Geo-Country is not trusted by default', () => {
    expect(readConfig({}).trustGeoHeader).toBe(false);
    expect(readConfig({ TRUST_GEO_HEADER: '1' }).trustGeoHeader).toBe(true);
    expect(readConfig({ TRUST_GEO_HEADER: 'false' }).trustGeoHeader).toBe(false);
  });

  it('refuses anything but a yes/no value, naming the variable', () => {
    expect(() => readConfig({ TRUST_GEO_HEADER: 'maybe' })).toThrow(/TRUST_GEO_HEADER/);
  });
});

describe('readConfig COMPLIANCE_GATE and STUN_SERVERS (§4.9)', () => {
  it('the gate is on by default, with no STUN servers', () => {
    expect(readConfig({}).ipGate).toEqual({ enabled: true, stunServers: [] });
    expect(readConfig({ COMPLIANCE_GATE: '0' }).ipGate.enabled).toBe(false);
  });

  it('reads a comma-separated list of stun: URLs', () => {
    expect(readConfig({ STUN_SERVERS: 'stun:127.0.0.1:3478, stun:stun.example.com:19302' }).ipGate.stunServers).toEqual([
      'stun:127.0.0.1:3478',
      'stun:stun.example.com:19302',
    ]);
  });

  it.each(['http://stun.example.com', 'stun:evil.example.com/<script>', 'turn:x:3478'])('refuses %j, naming the variable', (value) => {
    expect(() => readConfig({ STUN_SERVERS: value })).toThrow(/STUN_SERVERS/);
  });
});

describe('readConfig STREAM_BUS_PREFIX', () => {
  it('defaults to stream, the channel prefix every API process of one site shares', () => {
    expect(readConfig({}).streamBusPrefix).toBe('stream');
    expect(readConfig({ STREAM_BUS_PREFIX: ' ' }).streamBusPrefix).toBe('stream');
  });

  it('takes a separate prefix for another deployment on the same Redis', () => {
    expect(readConfig({ STREAM_BUS_PREFIX: ' staging-eu_1 ' }).streamBusPrefix).toBe('staging-eu_1');
  });

  it.each(['a:b', 'with space', 'x'.repeat(65), 'ünï'])('refuses %j, naming the variable', (value) => {
    expect(() => readConfig({ STREAM_BUS_PREFIX: value })).toThrow(/STREAM_BUS_PREFIX/);
  });
});
