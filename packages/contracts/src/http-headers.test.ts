import { describe, expect, it } from 'vitest';
import { securityHeaders } from './http-headers';

const FINDING =
  'issue 10 finding 5 "frame-ancestors \'self\' (and X-Frame-Options: SAMEORIGIN), X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin, and HSTS under https, on every response"';

describe('securityHeaders', () => {
  it(`${FINDING} — over http: frame protection, nosniff and the referrer policy, no HSTS`, () => {
    expect(securityHeaders(false)).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Issue 20 "Permissions-Policy and Cross-Origin-Opener-Policy on every response".
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it(`${FINDING} — over https: the same plus HSTS`, () => {
    expect(securityHeaders(true)).toEqual({ ...securityHeaders(false), 'Strict-Transport-Security': 'max-age=31536000' });
  });
});
