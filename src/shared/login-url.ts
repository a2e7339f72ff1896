// Sign-in links, apart from the account schemas: every page links to sign-in, and this module must not
// bring the schema library into the landing page's first load (docs/decisions/0011-landing-page-budget.md).

export type LoginMode = 'signin' | 'signup';
const MAX_RETURN_PATH_LENGTH = 500;

/**
 * Where to send someone after signing in: a path of this site only, so a crafted link cannot send a
 * fresh session to another site (`//evil.example`, `/\evil.example`) or back into the sign-in itself.
 */
export function toSafeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes have no place in our own paths; browsers read `\` as `/`.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  if (value === '/api' || value.startsWith('/api/')) return '/';
  return value;
}

/** The built-in sign-in page (or the identity provider), opened on one mode, coming back to `returnTo`. */
export function loginUrl(mode: LoginMode, returnTo?: string): string {
  const params = new URLSearchParams();
  if (mode === 'signup') params.set('mode', 'signup');
  const path = returnTo === undefined ? '/' : toSafeReturnPath(returnTo);
  if (path !== '/') params.set('returnTo', path);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}
