import { Toaster as Sonner, toast } from 'sonner';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Shows one toast, replacing any toast already on screen (spec: at most one at once). */
export function showToast({ title, description, variant = 'default' }: ToastMessage): void {
  toast.dismiss();
  if (variant === 'destructive') toast.error(title, { description });
  else toast(title, { description });
}

export function Toaster() {
  return (
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
        },
      }}
    />
  );
}
