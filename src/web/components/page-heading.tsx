import type { ReactNode } from 'react';

export function PageHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary">{eyebrow}</p>}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-base leading-relaxed text-muted-foreground sm:text-lg">{children}</div>}
    </div>
  );
}
