import type { ReactNode } from 'react';

/** Title header of a top-level screen. */
export function BigHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="big-header">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
