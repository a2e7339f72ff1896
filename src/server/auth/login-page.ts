import { MIN_PASSWORD_LENGTH, loginUrl, type LoginMode } from '../../shared/user';

export type { LoginMode };

export interface LoginPageState {
  mode: LoginMode;
  /** The site path to go back to once signed in; already checked with `toSafeReturnPath`. */
  returnTo: string;
  error?: string;
  /** Values to keep in the form after an error; the password is never echoed back. */
  values?: { email?: string; firstName?: string; lastName?: string };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function field(options: {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  minLength?: number;
  hint?: string;
}): string {
  const value = options.value ? ` value="${escapeHtml(options.value)}"` : '';
  const minLength = options.minLength ? ` minlength="${options.minLength}"` : '';
  const hint = options.hint ? `<span class="hint">${escapeHtml(options.hint)}</span>` : '';
  return `<label class="field"><span>${options.label}</span><input name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${minLength}${value}>${hint}</label>`;
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
background:oklch(0.985 0.006 85);color:oklch(0.24 0.03 265);line-height:1.5}
main{width:100%;max-width:420px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:24px;text-decoration:none;color:inherit}
.brand strong{font-size:1.35rem;letter-spacing:-0.01em}
.badge{font-size:.7rem;font-weight:700;letter-spacing:.06em;padding:2px 8px;border-radius:999px;
background:oklch(0.96 0.05 88);color:oklch(0.38 0.09 60)}
.card{background:#fff;border:1px solid oklch(0.9 0.012 85);border-radius:1.25rem;padding:28px;
box-shadow:0 1px 2px oklch(0.24 0.03 265 / .04),0 8px 24px oklch(0.24 0.03 265 / .06)}
h1{font-size:1.4rem;margin:0 0 4px}
.lead{margin:0 0 20px;color:oklch(0.5 0.025 265)}
.tabs{display:grid;grid-template-columns:1fr 1fr;gap:4px;padding:4px;margin-bottom:20px;border-radius:.75rem;background:oklch(0.955 0.01 85)}
.tabs a{white-space:nowrap;text-align:center;padding:8px;border-radius:.5rem;text-decoration:none;color:oklch(0.5 0.025 265);font-weight:500}
.tabs a[aria-current="page"]{background:#fff;color:oklch(0.24 0.03 265);box-shadow:0 1px 2px oklch(0.24 0.03 265 / .08)}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:14px}
.names{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.field{display:grid;gap:6px;font-size:.9rem;font-weight:500}
.field input{width:100%;min-width:0;font:inherit;font-weight:400;padding:10px 12px;border:1px solid oklch(0.87 0.014 85);border-radius:.5rem;background:#fff;color:inherit}
.field input:focus{outline:2px solid oklch(0.55 0.2 275);outline-offset:1px;border-color:transparent}
.hint{font-weight:400;font-size:.8rem;color:oklch(0.5 0.025 265)}
button{font:inherit;font-weight:600;margin-top:6px;padding:11px 16px;border:0;border-radius:.5rem;cursor:pointer;
background:oklch(0.47 0.19 275);color:oklch(0.99 0 0)}
button:hover{background:oklch(0.42 0.19 275)}
.error{margin:0 0 16px;padding:10px 12px;border-radius:.5rem;background:oklch(0.97 0.02 25);color:oklch(0.55 0.2 25);font-size:.9rem}
.switch{margin:18px 0 0;text-align:center;font-size:.9rem;color:oklch(0.5 0.025 265)}
.switch a{color:oklch(0.47 0.19 275);font-weight:600}
.back{display:block;text-align:center;margin-top:20px;color:oklch(0.5 0.025 265);font-size:.9rem}
.forgot{justify-self:end;margin-top:-6px;font-size:.85rem;color:oklch(0.47 0.19 275);font-weight:500}
.lead a{color:oklch(0.47 0.19 275);font-weight:600}
.notice{margin:0 0 16px;padding:12px 14px;border-radius:.5rem;background:oklch(0.96 0.04 160);color:oklch(0.36 0.08 160);font-size:.95rem}
.button-link{display:block;text-align:center;font-weight:600;padding:11px 16px;border-radius:.5rem;text-decoration:none;
background:oklch(0.47 0.19 275);color:oklch(0.99 0 0)}
.button-link:hover{background:oklch(0.42 0.19 275)}
@media (max-width:420px){.card{padding:20px}.names{grid-template-columns:minmax(0,1fr)}}
`;

/** The frame every built-in account page shares: brand, one card, the same look as the sign-in page. */
export function renderAuthPage(page: { title: string; description: string; card: string; footer?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.title)} | Colorbook Studio</title>
<meta name="description" content="${escapeHtml(page.description)}">
<style>${STYLES}</style>
</head>
<body>
<main>
<a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32"><strong>Colorbook Studio</strong><span class="badge">BETA</span></a>
<div class="card">
${page.card}
</div>
${page.footer ?? ''}
</main>
</body>
</html>`;
}

/** The built-in sign-in / sign-up page: plain HTML forms, works without JavaScript. */
export function renderLoginPage(state: LoginPageState): string {
  const isSignUp = state.mode === 'signup';
  const values = state.values ?? {};
  const title = isSignUp ? 'Create your account' : 'Welcome back';
  const lead = isSignUp
    ? 'Start making coloring pages with your own characters.'
    : 'Sign in to continue with your characters, scenes and books.';
  const nameFields = isSignUp
    ? `<div class="names">${field({ name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', value: values.firstName })}${field({ name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name', value: values.lastName })}</div>`
    : '';
  const passwordField = field({
    name: 'password',
    label: 'Password',
    type: 'password',
    autocomplete: isSignUp ? 'new-password' : 'current-password',
    minLength: isSignUp ? MIN_PASSWORD_LENGTH : undefined,
    hint: isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters` : undefined,
  });
  const error = state.error ? `<p class="error" id="form-error" role="alert">${escapeHtml(state.error)}</p>` : '';
  const signInHref = escapeHtml(loginUrl('signin', state.returnTo));
  const signUpHref = escapeHtml(loginUrl('signup', state.returnTo));
  const switchLine = isSignUp
    ? `Already have an account? <a href="${signInHref}">Sign in instead</a>`
    : `New to Colorbook Studio? <a href="${signUpHref}">Create an account</a>`;
  const returnField = state.returnTo === '/' ? '' : `<input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo)}">`;
  const forgotLink = isSignUp ? '' : '<a class="forgot" href="/api/auth/forgot-password">Forgot password?</a>';
  return renderAuthPage({
    title: isSignUp ? 'Sign up' : 'Sign in',
    description: 'Sign in to Colorbook Studio to create consistent characters and print-ready coloring pages.',
    card: `<h1>${title}</h1>
<p class="lead">${lead}</p>
<nav class="tabs" aria-label="Account">
<a href="${signInHref}"${isSignUp ? '' : ' aria-current="page"'}>Sign in</a>
<a href="${signUpHref}"${isSignUp ? ' aria-current="page"' : ''}>Create account</a>
</nav>
${error}
<form method="post" action="${isSignUp ? '/api/auth/signup' : '/api/auth/signin'}"${state.error ? ' aria-describedby="form-error"' : ''}>
${returnField}${nameFields}
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: values.email })}
${passwordField}
${forgotLink}
<button type="submit">${isSignUp ? 'Create account' : 'Sign in'}</button>
</form>
<p class="switch">${switchLine}</p>`,
    footer: '<a class="back" href="/">Back to Colorbook Studio</a>',
  });
}

/** Asked when a link on another site leads to /api/logout: signing out stays the person's own choice. */
export function renderSignOutConfirmPage(): string {
  return renderAuthPage({
    title: 'Sign out',
    description: 'Sign out of Colorbook Studio.',
    card: `<h1>Sign out?</h1>
<p class="lead">A link from another website asked to sign you out of Colorbook Studio.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p class="switch"><a href="/">Stay signed in</a></p>`,
  });
}
