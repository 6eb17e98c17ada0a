import { AuthPage, authPageMetadata } from '@/features/auth/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import type { RouteParams } from '@/lib/route-params';
import { withPageMessages } from '@/i18n/with-page-messages';

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => authPageMetadata('login', params);

function LoginPage({ params }: { params: Promise<RouteParams> }) {
  return (
    <AuthPage params={params}>
      <LoginForm />
    </AuthPage>
  );
}

export default withPageMessages(LoginPage);
