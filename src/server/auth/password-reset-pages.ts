import { MIN_PASSWORD_LENGTH } from '../../shared/user';
import { escapeHtml, field, renderAuthPage } from './login-page';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that e-mail, we've sent a link to reset your password. The link works for one hour.";

const DESCRIPTION = 'Reset the password of your Colorbook Studio account.';
const BACK_TO_SIGN_IN = '<p class="switch"><a href="/api/login">Back to sign in</a></p>';

function errorLine(error: string | undefined): string {
  return error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : '';
}

/** Asks for the e-mail address of the account whose password was forgotten. */
export function renderForgotPasswordPage(state: { email?: string; error?: string } = {}): string {
  return renderAuthPage({
    title: 'Forgot password',
    description: DESCRIPTION,
    card: `<h1>Forgot your password?</h1>
<p class="lead">Enter the e-mail address of your account and we'll send you a link to choose a new password.</p>
${errorLine(state.error)}
<form method="post" action="${FORGOT_PASSWORD_PATH}"${state.error ? ' aria-describedby="form-error"' : ''}>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: state.email })}
<button type="submit">Send reset link</button>
</form>
${BACK_TO_SIGN_IN}`,
  });
}

/** The one answer to a reset request, whether or not the address has an account. */
export function renderResetRequestedPage(): string {
  return renderAuthPage({
    title: 'Check your e-mail',
    description: DESCRIPTION,
    card: `<h1>Check your e-mail</h1>
<p class="notice" role="status">${escapeHtml(RESET_REQUESTED_MESSAGE)}</p>
<p class="lead">No e-mail after a few minutes? Look in your spam folder, or <a href="${FORGOT_PASSWORD_PATH}">ask for another link</a>.</p>
${BACK_TO_SIGN_IN}`,
  });
}

/** Where a reset link leads: one new-password field, posted with the link's token. */
export function renderChooseNewPasswordPage(state: { token: string; email: string; error?: string }): string {
  // The e-mail as a username field lets password managers store the new password for the right account.
  return renderAuthPage({
    title: 'Choose a new password',
    description: DESCRIPTION,
    card: `<h1>Choose a new password</h1>
<p class="lead">For ${escapeHtml(state.email)}. Saving it signs this account out on every device and signs you in here.</p>
${errorLine(state.error)}
<form method="post" action="/api/auth/reset-password"${state.error ? ' aria-describedby="form-error"' : ''}>
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<input type="email" name="email" value="${escapeHtml(state.email)}" autocomplete="username" hidden readonly>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', minLength: MIN_PASSWORD_LENGTH, hint: `At least ${MIN_PASSWORD_LENGTH} characters` })}
<button type="submit">Save new password</button>
</form>`,
  });
}

/** An expired, used or unknown link: says so and offers a fresh one. */
export function renderResetLinkInvalidPage(): string {
  return renderAuthPage({
    title: 'Link no longer works',
    description: DESCRIPTION,
    card: `<h1>This link no longer works</h1>
<p class="lead">A password reset link works once, for one hour. This one has expired, has already been used, or is incomplete.</p>
<a class="button-link" href="${FORGOT_PASSWORD_PATH}">Ask for a new link</a>
${BACK_TO_SIGN_IN}`,
  });
}
