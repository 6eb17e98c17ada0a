import { AuthPage, authPageMetadata } from '@/features/auth/auth-page';
import { SignupForm } from '@/features/auth/components/signup-form';
import type { RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => authPageMetadata('signup', params);

function SignupPage({ params }: { params: Promise<RouteParams> }) {
  return (
    <AuthPage params={params}>
      <SignupForm />
    </AuthPage>
  );
}

export default withPageMessages(SignupPage);
