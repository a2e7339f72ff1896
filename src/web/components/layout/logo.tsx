import { cn } from '../../lib/class-names';

/** The brand mark: a pencil stroke on an indigo tile with an amber dot of colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 22.5c2.2-6.3 5.3-11 8.9-13.4 1.3-.9 3 .3 2.6 1.8l-.6 2.3c-.3 1.3.9 2.4 2.2 2l1.4-.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="22" r="2.5" className="fill-accent" />
    </svg>
  );
}
