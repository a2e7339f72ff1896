import type { ReactNode } from 'react';
import { cn } from '../lib/class-names';

export function PageHeading({
  eyebrow,
  title,
  isCentered = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  isCentered?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('max-w-2xl', isCentered && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary">{eyebrow}</p>}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-base leading-relaxed text-muted-foreground sm:text-lg">{children}</div>}
    </div>
  );
}
