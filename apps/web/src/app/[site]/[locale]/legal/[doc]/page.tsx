import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SITES } from '@ex/sites';
import { documentRoute } from '@/features/content/document-route';
import type { RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

// Rendered on first request and then cached per sub-site, locale and document (ISR), refreshed every minute.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** §2.1 /legal/…: the agreement documents, and on the Japan site its eleven legal pages (stored for jp only). */
const DOCUMENTS = new Map<string, string>([
  ['user-agreement', 'userAgreement'],
  ['privacy-policy', 'privacy'],
  ['licenses', 'licenses'],
  ['risk-disclosure', 'riskDisclosure'],
  ...(SITES.jp.regionalDocs ?? []).map((p) => [p.path.replace('/legal/', ''), p.key] as [string, string]),
]);

type Params = Promise<RouteParams & { doc: string }>;

function routeOf(doc: string) {
  const titleKey = DOCUMENTS.get(doc);
  if (!titleKey) notFound();
  return documentRoute({ kind: 'legal', slug: doc, path: `/legal/${doc}`, titleKey });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return routeOf((await params).doc).generateMetadata({ params });
}

async function LegalDocumentPage({ params }: { params: Params }) {
  const Page = routeOf((await params).doc).Page;
  return <Page params={params} />;
}

export default withPageMessages(LegalDocumentPage);
