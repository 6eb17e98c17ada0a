import { describe, expect, it } from 'vitest';
import { loadNamespace, namespaceSources, type LoaderDeps } from './namespace-loader';

const CDN = '§7 "translation JSON per locale and namespace from a CDN, falling back to the origin site"';
const FAIL = '§8 "Translation load failure: falls back to next source and reports"';

const config = { locale: 'ja-jp', version: 'abc123', cdnUrl: 'https://cdn.example.com/i18n/' };
const kyc = { kyc: { title: '本人確認' } };

function deps(answers: Record<string, { status: number; body?: unknown } | Error>) {
  const reports: string[] = [];
  const asked: string[] = [];
  const d: LoaderDeps = {
    fetch: async (url) => {
      asked.push(url);
      const answer = answers[url];
      if (answer instanceof Error) throw answer;
      if (!answer) throw new Error('offline');
      return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
    },
    english: async () => ({ kyc: { title: 'Identity verification' } }),
    report: (m) => reports.push(m),
  };
  return { d, reports, asked };
}

const cdnUrl = 'https://cdn.example.com/i18n/_i18n/abc123/ja-jp/kyc.json';
const originUrl = '/_i18n/abc123/ja-jp/kyc.json';

describe(`loading a namespace on demand (${CDN}; ${FAIL})`, () => {
  it('tries the CDN first, then the origin; without a CDN only the origin', () => {
    expect(namespaceSources(config, 'kyc')).toEqual([cdnUrl, originUrl]);
    expect(namespaceSources({ ...config, cdnUrl: '' }, 'kyc')).toEqual([originUrl]);
  });

  it('uses the CDN when it answers, and reports nothing', async () => {
    const { d, reports, asked } = deps({ [cdnUrl]: { status: 200, body: kyc } });
    expect(await loadNamespace(config, 'kyc', d)).toEqual(kyc);
    expect(asked).toEqual([cdnUrl]);
    expect(reports).toEqual([]);
  });

  it('falls back to the origin when the CDN fails, and reports the failure', async () => {
    const { d, reports } = deps({ [cdnUrl]: { status: 503 }, [originUrl]: { status: 200, body: kyc } });
    expect(await loadNamespace(config, 'kyc', d)).toEqual(kyc);
    expect(reports).toEqual([expect.stringContaining(`${cdnUrl}: HTTP 503`)]);
  });

  it('falls back to English when every source fails (or answers something else), reporting each step', async () => {
    const { d, reports } = deps({ [cdnUrl]: new Error('network down'), [originUrl]: { status: 200, body: '<html>' } });
    expect(await loadNamespace(config, 'kyc', d)).toEqual({ kyc: { title: 'Identity verification' } });
    expect(reports).toEqual([
      expect.stringContaining('network down'),
      expect.stringContaining('not a message catalogue'),
      expect.stringContaining('showing English'),
    ]);
  });
});
