import type { ReactNode } from 'react';

// The reference for `npm run bench`: the smallest App Router layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
