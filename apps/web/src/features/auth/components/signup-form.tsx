'use client';

import { useTranslations } from 'next-intl';
import { signupBodySchema, type SignupBody } from '@ex/contracts';
import { postSignup } from '../api/post-auth';
import { AuthForm } from './auth-form';

export function SignupForm() {
  const t = useTranslations('auth');
  return (
    <AuthForm<SignupBody>
      kind="signup"
      schema={signupBodySchema}
      submit={postSignup}
      fields={[
        { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
        { name: 'password', label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') },
        { name: 'nickname', label: t('nickname'), type: 'text', autoComplete: 'nickname', optional: true },
      ]}
    />
  );
}
