import type { ReactNode } from 'react';
import { AccountMenu } from '@/features/account/components/account-menu';

/** Every account page sits beside the account section's side menu (§2.3). */
export default function MyAccountLayout({ children }: { children: ReactNode }) {
  return <AccountMenu>{children}</AccountMenu>;
}
