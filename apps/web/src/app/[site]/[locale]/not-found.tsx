import { NotFoundView } from '@/features/layout/components/not-found-view';

// not-found receives no params; the view reads the sub-site and locale from the layout's context.
export default function NotFound() {
  return <NotFoundView />;
}
