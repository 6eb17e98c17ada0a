import { notFound } from 'next/navigation';

// Any path without a page renders the localized 404 of this sub-site.
export default function CatchAll() {
  notFound();
}
