import { AuthPage, authPageMetadata } from '@/features/auth/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import type { RouteParams } from '@/lib/route-params';

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => authPageMetadata('login', params);

export default function LoginPage({ params }: { params: Promise<RouteParams> }) {
  return (
    <AuthPage params={params}>
      <LoginForm />
    </AuthPage>
  );
}
