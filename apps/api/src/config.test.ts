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
