/**
 * A validation message under its field. The field names it with `fieldErrorProps`, so a screen reader
 * hears the message with the field, and the field is marked invalid.
 */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" data-testid="field-error">
      {message}
    </p>
  );
}

export function fieldErrorProps(id: string, message: string | null): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
