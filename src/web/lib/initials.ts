interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** First letters of first and last name; else the e-mail's first letter; else 'U' (spec section 2). */
export function getInitials({ firstName, lastName, email }: NamedPerson): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  if (first && last) return `${first}${last}`.toUpperCase();
  const emailInitial = email?.trim().charAt(0) ?? '';
  if (emailInitial) return emailInitial.toUpperCase();
  return 'U';
}
