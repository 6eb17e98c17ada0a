'use client';

import { useTranslations } from 'next-intl';
import { loginBodySchema, type LoginBody } from '@ex/contracts';
import { postLogin } from '../api/post-auth';
import { AuthForm } from './auth-form';

export function LoginForm() {
  const t = useTranslations('auth');
  return (
    <AuthForm<LoginBody>
      kind="login"
      schema={loginBodySchema}
      submit={postLogin}
      fields={[
        { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
        { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
      ]}
    />
  );
}
