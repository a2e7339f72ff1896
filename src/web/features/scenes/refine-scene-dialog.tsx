import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader2, Wand2 } from 'lucide-react';
import { MAX_INSTRUCTIONS_LENGTH } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
import { showToast } from '../../components/ui/toaster';
import { FieldError, fieldErrorProps } from '../../components/field-error';

/** Asks what to change in the previewed scene; the refine call itself belongs to the caller. */
export function RefineSceneDialog({
  isOpen,
  onOpenChange,
  isRefining,
  onRefine,
  placeholder = 'e.g. Add more flowers and make the sun bigger',
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isRefining: boolean;
  onRefine: (instructions: string) => Promise<boolean>;
  /** An example change that fits the page (a maze refines differently from a scene). */
  placeholder?: string;
}) {
  const [instructions, setInstructions] = useState('');
  const instructionsId = useId();
  const [error, setError] = useState<string | null>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = instructions.trim();
    if (!trimmed) {
      setError("Please enter what you'd like to change");
      instructionsRef.current?.focus();
      showToast({ title: 'Instructions Required', description: "Please enter what you'd like to change", variant: 'destructive' });
      return;
    }
    if (await onRefine(trimmed)) setInstructions('');
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Refine Scene</DialogTitle>
            <DialogDescription>Describe what you'd like to change. The new picture replaces the preview.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor={instructionsId} className="text-sm font-semibold">
              Instructions
            </label>
            <Textarea
              ref={instructionsRef}
              id={instructionsId}
              value={instructions}
              onChange={(event) => {
                setInstructions(event.target.value);
                setError(null);
              }}
              {...fieldErrorProps(`${instructionsId}-error`, error)}
              placeholder={placeholder}
              maxLength={MAX_INSTRUCTIONS_LENGTH}
              rows={4}
            />
            <FieldError id={`${instructionsId}-error`} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isRefining}>
              Cancel
            </Button>
            <Button type="submit" disabled={isRefining}>
              {isRefining ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
              {isRefining ? 'Refining...' : 'Refine'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
