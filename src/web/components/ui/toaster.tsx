import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

// Sonner loads with the first toast, not with the page: most visits never show one, and a first visit
// should download only what the landing page needs.
type SonnerModule = typeof Sonner;

let sonnerModule: Promise<SonnerModule> | undefined;
let toasterMounted: Promise<void> | undefined;
let markToasterMounted = () => {};

// Whether a toast has been asked for: the Toaster may mount before or after the first request.
let isToasterNeeded = false;
const toasterListeners = new Set<() => void>();

function requestToaster(): void {
  if (isToasterNeeded) return;
  isToasterNeeded = true;
  for (const listener of toasterListeners) listener();
}

function subscribeToToasterRequest(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function loadSonner(): Promise<SonnerModule> {
  sonnerModule ??= import('sonner');
  return sonnerModule;
}

/** Sonner, with its toaster on screen: a toast sent before the toaster listens would be lost. */
function sonnerReady(): Promise<SonnerModule> {
  toasterMounted ??= new Promise<void>((resolve) => {
    markToasterMounted = resolve;
    requestToaster();
  });
  return Promise.all([loadSonner(), toasterMounted]).then(([sonner]) => sonner);
}

/** How long a toast with Undo stays: long enough to reach its button with the keyboard. */
export const UNDO_TOAST_MS = 8000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast (Undo); the toast stays `durationMs` so there is time to reach it. */
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

/**
 * Shows one toast, replacing any toast already on screen (spec: at most one at once). Resolves once it is
 * on screen, for callers that act after the person has seen it.
 */
export function showToast({ title, description, variant = 'default', action, durationMs }: ToastMessage): Promise<void> {
  return sonnerReady().then(({ toast }) => {
    toast.dismiss();
    const options = { description, ...(action ? { action: { label: action.label, onClick: () => runAction(action) } } : {}), ...(durationMs ? { duration: durationMs } : {}) };
    if (variant === 'destructive') toast.error(title, options);
    else toast(title, options);
  });
}

/**
 * Sonner remembers what had focus before its button did and gives focus back to it when the toast goes,
 * which can be after what the action did has moved focus on (a restored page, the next card). Leaving the
 * toast first lets it do that at once, before the action.
 */
function runAction(action: NonNullable<ToastMessage['action']>): void {
  if (document.activeElement instanceof HTMLElement && document.activeElement.closest('[data-sonner-toaster]')) document.activeElement.blur();
  action.onClick();
}

function ToasterMounted() {
  useEffect(() => markToasterMounted(), []);
  return null;
}

const SonnerToaster = lazy(async () => {
  const { Toaster: Sonner } = await loadSonner();
  function StyledToaster() {
    return (
      <>
        <Sonner
          position="bottom-right"
          visibleToasts={1}
          closeButton
          toastOptions={{
            unstyled: true,
            classNames: {
              toast:
                'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border border-border bg-card p-4 pr-9 text-card-foreground shadow-lg',
              title: 'text-sm font-semibold',
              description: 'mt-0.5 text-sm text-muted-foreground',
              error:
                'border-destructive bg-destructive text-destructive-foreground [&_[data-description]]:text-destructive-foreground',
              closeButton:
                'absolute! top-3! right-3! left-auto! transform-none! size-5 rounded-md border-0! bg-transparent! text-current opacity-60 hover:opacity-100',
              icon: 'hidden',
              actionButton:
                'ml-auto shrink-0 self-center rounded-md border border-input bg-background px-3 py-1.5 text-sm font-semibold text-foreground hover:bg-muted',
            },
          }}
        />
        <ToasterMounted />
      </>
    );
  }
  return { default: StyledToaster };
});

/** Where toasts appear; Sonner itself is fetched when the first toast is shown. */
export function Toaster() {
  const isNeeded = useSyncExternalStore(subscribeToToasterRequest, () => isToasterNeeded, () => false);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
