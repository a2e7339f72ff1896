import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check, Loader2, Pencil, X } from 'lucide-react';
import type { Character } from '../../../shared/character';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { isUnauthorizedError } from '../../lib/query-client';
import { redirectToLogin } from '../../lib/unauthorized';
import { CharacterDescriptionField, CharacterNameField } from './character-fields';
import { useUpdateCharacter } from './character-queries';

type Field = 'name' | 'description';
type FieldErrors = Partial<Record<Field, string>>;

const MISSING: Record<Field, string> = {
  name: 'Please give your character a name',
  description: 'Please provide a character description',
};

/** The field a server message like "name: must be 100 characters or fewer" is about. */
function fieldOfMessage(message: string): Field | null {
  const field = /^(\w+):/.exec(message)?.[1];
  return field === 'name' || field === 'description' ? field : null;
}

/**
 * A saved character's name and description: read-only, or edited in place with Edit. Saving changes the words
 * only; the sheet stays as drawn (a new drawing is a new character).
 */
export function CharacterDetails({ character }: { character: Character }) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState({ name: character.name, description: character.description });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateCharacter(character.id);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = { name: nameRef, description: descriptionRef };
  // Focus follows the mode (into the name when editing starts, back to Edit when it ends) and goes to a refused
  // field; it waits for the render that shows the target, enabled again once a save has answered.
  const [focusAfterRender, setFocusAfterRender] = useState<Field | 'edit' | null>(null);
  useEffect(() => {
    if (!focusAfterRender || update.isPending) return;
    if (focusAfterRender === 'edit') editButtonRef.current?.focus();
    else if (focusAfterRender === 'name') nameRef.current?.focus();
    else descriptionRef.current?.focus();
    setFocusAfterRender(null);
  }, [focusAfterRender, update.isPending]);

  const startEditing = () => {
    setDraft({ name: character.name, description: character.description });
    setErrors({});
    setIsEditing(true);
    setFocusAfterRender('name');
  };
  const stopEditing = () => {
    setIsEditing(false);
    setErrors({});
    setFocusAfterRender('edit');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    const description = draft.description.trim();
    const missing: FieldErrors = {
      ...(name ? {} : { name: MISSING.name }),
      ...(description ? {} : { description: MISSING.description }),
    };
    if (missing.name || missing.description) {
      setErrors(missing);
      fieldRefs[missing.name ? 'name' : 'description'].current?.focus();
      return;
    }
    const changes = {
      ...(name === character.name ? {} : { name }),
      ...(description === character.description ? {} : { description }),
    };
    if (changes.name === undefined && changes.description === undefined) {
      stopEditing();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        showToast({ title: 'Character Updated', description: `"${name}" is saved` });
        stopEditing();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
          return;
        }
        const message = getErrorMessage(error, 'Failed to update character');
        const field = fieldOfMessage(message);
        if (field) {
          setErrors({ [field]: message });
          setFocusAfterRender(field);
        } else {
          showToast({ title: 'Update Failed', description: message, variant: 'destructive' });
        }
      },
    });
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || update.isPending) return;
    event.preventDefault();
    stopEditing();
  };

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (!isEditing) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <label htmlFor="view-character-name" className="text-sm font-semibold">
            Character Name
          </label>
          <Input id="view-character-name" value={character.name} readOnly className="bg-muted/60" data-testid="input-character-name" />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="view-character-description" className="text-sm font-semibold">
            Character Description
          </label>
          <Textarea
            id="view-character-description"
            value={character.description}
            readOnly
            rows={5}
            className="min-h-32 resize-none bg-muted/60 leading-relaxed"
            data-testid="input-character-description"
          />
        </div>
        <Button ref={editButtonRef} variant="outline" onClick={startEditing} data-testid="button-edit-character">
          <Pencil aria-hidden />
          Edit Name and Description
        </Button>
      </div>
    );
  }

  return (
    <form aria-label="Edit character" className="flex flex-col gap-5" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <CharacterNameField
        id="edit-character-name"
        fieldRef={nameRef}
        value={draft.name}
        onChange={(value) => change('name', value)}
        error={errors.name ?? null}
        isDisabled={update.isPending}
      />
      <CharacterDescriptionField
        id="edit-character-description"
        fieldRef={descriptionRef}
        value={draft.description}
        onChange={(value) => change('description', value)}
        error={errors.description ?? null}
        isDisabled={update.isPending}
        hint="The sheet stays as it is drawn; only the words change."
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="sm:flex-1" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Check aria-hidden />}
          Save Changes
        </Button>
        <Button type="button" variant="outline" className="sm:flex-1" onClick={stopEditing} disabled={update.isPending}>
          <X aria-hidden />
          Cancel
        </Button>
      </div>
    </form>
  );
}
