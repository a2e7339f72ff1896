import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** The white page-shaped area a character sheet, its placeholder or its progress sits in. */
export function SheetFrame({ children, isEmpty = false }: { children: ReactNode; isEmpty?: boolean }) {
  return (
    <div
      className={cn(
        'flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl bg-white',
        isEmpty ? 'border-2 border-dashed border-border' : 'border border-border',
      )}
    >
      {children}
    </div>
  );
}
