import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/class-names';

// A small tooltip of our own: the app's only tooltip sits in the header of every page, and a positioning
// library for it would be a third of the landing page's JavaScript.

/** Tooltips open after 700 ms (spec section 9). */
export const TOOLTIP_DELAY_MS = 700;

interface TooltipState {
  isOpen: boolean;
  contentId: string;
  openSoon: () => void;
  openNow: () => void;
  close: () => void;
}

const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip(part: string): TooltipState {
  const state = useContext(TooltipContext);
  if (!state) throw new Error(`${part} must be inside <Tooltip>`);
  return state;
}

/** Opens after the delay on hover, at once on keyboard focus; Escape, leaving or blurring closes it. */
export function Tooltip({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const state: TooltipState = {
    isOpen,
    contentId,
    openSoon: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsOpen(true), TOOLTIP_DELAY_MS);
    },
    openNow: () => {
      clearTimeout(timer.current);
      setIsOpen(true);
    },
    close: () => {
      clearTimeout(timer.current);
      setIsOpen(false);
    },
  };
  return (
    <TooltipContext.Provider value={state}>
      <span className="relative inline-flex">{children}</span>
    </TooltipContext.Provider>
  );
}

export function TooltipTrigger({ asChild, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { isOpen, contentId, openSoon, openNow, close } = useTooltip('TooltipTrigger');
  const Trigger = asChild ? Slot.Root : 'button';
  return (
    <Trigger
      {...props}
      aria-describedby={isOpen ? contentId : undefined}
      data-state={isOpen ? 'delayed-open' : 'closed'}
      onPointerEnter={openSoon}
      onPointerLeave={close}
      onFocus={(event) => {
        if (event.currentTarget.matches(':focus-visible')) openNow();
      }}
      onBlur={close}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'Escape') close();
      }}
    />
  );
}

export function TooltipContent({ className, children }: { className?: string; children: ReactNode }) {
  const { isOpen, contentId } = useTooltip('TooltipContent');
  if (!isOpen) return null;
  return (
    <span
      id={contentId}
      role="tooltip"
      className={cn(
        'absolute top-full left-1/2 z-50 mt-1.5 w-max max-w-xs -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
        className,
      )}
    >
      {children}
    </span>
  );
}
