import { describe, expect, it } from 'vitest';
import { miniAppFileHeaders } from './mini-app-files';

describe('mini-app files under /mfe/ (issue 17: served "so a CDN can be put in front")', () => {
  it('caches a content-hashed bundle for good', () => {
    expect(miniAppFileHeaders('funds_transfer/1.0.0/funds_transfer.0123456789abcdef.js')).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  it('revalidates the manifest', () => {
    expect(miniAppFileHeaders('manifest.json')?.['cache-control']).toBe('no-cache');
  });
  it.each(['../web/.env', 'funds_transfer/1.0.0/funds_transfer.js', 'funds_transfer/../../x.0123456789abcdef.js', 'index.html', ''])(
    'serves nothing for %s',
    (name) => {
      expect(miniAppFileHeaders(name)).toBeNull();
    },
  );
});
