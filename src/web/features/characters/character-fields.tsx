import type { Ref } from 'react';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../shared/constants';
import { FieldError, fieldErrorProps } from '../../components/field-error';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

interface CharacterFieldProps<Element> {
  /** The field's id; its message is `error-{id}`. */
  id: string;
  fieldRef: Ref<Element>;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field, which also marks it invalid. */
  error: string | null;
  isDisabled: boolean;
  placeholder?: string;
}

/** "Character Name": the same field where a character is created and where it is edited. */
export function CharacterNameField({ id, fieldRef, value, onChange, error, isDisabled, placeholder }: CharacterFieldProps<HTMLInputElement>) {
  const errorId = `error-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Character Name
      </label>
      <Input
        ref={fieldRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldErrorProps(errorId, error)}
        placeholder={placeholder}
        maxLength={MAX_NAME_LENGTH}
        disabled={isDisabled}
        data-testid="input-character-name"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** "Character Description": the same field where a character is created and where it is edited. */
export function CharacterDescriptionField({
  id,
  fieldRef,
  value,
  onChange,
  error,
  isDisabled,
  placeholder,
  hint,
}: CharacterFieldProps<HTMLTextAreaElement> & { hint?: string }) {
  const errorId = `error-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Character Description
      </label>
      <Textarea
        ref={fieldRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldErrorProps(errorId, error)}
        placeholder={placeholder}
        maxLength={MAX_DESCRIPTION_LENGTH}
        rows={5}
        disabled={isDisabled}
        className="min-h-32 resize-y leading-relaxed"
        data-testid="input-character-description"
      />
      <FieldError id={errorId} message={error} />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
