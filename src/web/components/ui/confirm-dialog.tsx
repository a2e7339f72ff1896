import { useRef } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from './button';

/** The spec's confirm text for deleting a character or a scene. */
export const DELETE_ITEM_CONFIRM = 'Are you sure you want to delete the item? This cannot be undone.';

/**
 * A question before something that cannot be taken back, in place of the browser's `confirm()`: it is
 * announced as an alert dialog, Cancel has focus first, Escape cancels, and focus returns to the opener.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 shadow-xl"
          onOpenAutoFocus={() => {
            // Runs before focus moves in: the active element is still the opener.
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to an AlertDialog.Trigger only; these dialogs open from state.
            const opener = openerRef.current;
            if (!opener || opener === document.body || !opener.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
