import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENDPOINTS, KYC_DOCUMENT_PATH, OPERATOR_KYC_REVIEW_PATH, type KycApplication } from '@ex/contracts';
import { eq, kycApplications, kycDocuments, users } from '@ex/db';
import { makeJpeg, makePdf, makePng } from './document-fixtures';
import { Browser, parseEnvelope, startTestApi, type TestApi } from './harness';

/** Long enough for readConfig's minimum; only ever used in tests. */
export const OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const PASSWORD = 'Sup3r-secret-pw';

/** Real documents: the server decodes every upload in full. */
export const PNG = await makePng();
export const JPEG = await makeJpeg();
export const PDF = makePdf();

/** Adult on T0 (2026-01-15): 18 today. */
export const KYC2_FORM = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '2008-01-15',
  nationality: 'GB',
  id_type: 'national_id',
  id_number: 'ZX987654',
} as const;
export const KYC3_FORM = { address_line: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' } as const;

export interface KycTestApi {
  readonly api: TestApi;
  /** The app with a documents directory (embedded database: files on disk) and the operator token. */
  readonly app: TestApi['app'];
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function startKycApi(): Promise<KycTestApi> {
  const api = await startTestApi();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kyc-docs-'));
  const app = api.createApp({ dataDir, operatorToken: OPERATOR_TOKEN });
  return {
    api,
    app,
    dataDir,
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser with a signed-in applicant, sending the CSRF header on every KYC POST. */
export class Applicant {
  readonly browser: Browser;

  constructor(private readonly app: TestApi['app']) {
    this.browser = new Browser({ app });
  }

  static async signUp(app: TestApi['app'], email: string): Promise<Applicant> {
    const applicant = new Applicant(app);
    const res = await applicant.browser.postJson(ENDPOINTS.signup.path, { email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
    return applicant;
  }

  get(level: 'kyc2' | 'kyc3') {
    return this.browser.get(`${ENDPOINTS.kycApplication.path}?level=${level}`);
  }

  draft(level: 'kyc2' | 'kyc3', form: Record<string, string>) {
    return this.browser.postJson(ENDPOINTS.kycDraft.path, { level, form }, this.browser.csrfHeaders());
  }

  submit(level: 'kyc2' | 'kyc3') {
    return this.browser.postJson(ENDPOINTS.kycSubmit.path, { level }, this.browser.csrfHeaders());
  }

  /** multipart/form-data as a browser's FormData sends it (Browser.send only carries text bodies). */
  upload(level: string, kind: string, content: Uint8Array, name = 'doc.png', type = 'image/png', headers = this.browser.csrfHeaders()) {
    const form = new FormData();
    form.set('level', level);
    form.set('kind', kind);
    form.set('file', new File([content], name, { type }));
    const cookie = [...this.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.app.request(KYC_DOCUMENT_PATH, { method: 'POST', body: form, headers: { host: 'localhost', cookie, ...headers } });
  }

  async application(res: Response): Promise<KycApplication> {
    const body: unknown = await res.json();
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(body)}`);
    const { application } = parseEnvelope('kycApplication', body).data;
    if (!application) throw new Error('no application');
    return application;
  }

  /** Saves the whole kyc2 form and uploads its three documents. */
  async completeKyc2(form: Record<string, string> = KYC2_FORM): Promise<KycApplication> {
    await this.application(await this.draft('kyc2', form));
    await this.application(await this.upload('kyc2', 'id_front', PNG));
    await this.application(await this.upload('kyc2', 'id_back', PDF, 'back.pdf', 'application/pdf'));
    return this.application(await this.upload('kyc2', 'selfie', JPEG, 'me.jpg', 'image/jpeg'));
  }
}

/** POST /api/operator/kyc/review with the test token; `authorization: null` sends no header. */
export function review(app: TestApi['app'], body: unknown, authorization: string | null = `Bearer ${OPERATOR_TOKEN}`) {
  return app.request(OPERATOR_KYC_REVIEW_PATH, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { host: 'localhost', 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
  });
}

export async function userRow(api: TestApi, email: string) {
  const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

export async function applicationRows(api: TestApi, email: string) {
  const { uid } = await userRow(api, email);
  return api.handle.db.select().from(kycApplications).where(eq(kycApplications.uid, uid));
}

export async function documentRows(api: TestApi, applicationId: number) {
  return api.handle.db.select().from(kycDocuments).where(eq(kycDocuments.applicationId, applicationId));
}
