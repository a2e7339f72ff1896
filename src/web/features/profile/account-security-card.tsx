import { useState, type FormEvent } from 'react';
import { KeyRound, Loader2, MonitorSmartphone } from 'lucide-react';
import { MIN_PASSWORD_LENGTH, type User } from '../../../shared/user';
import { getErrorMessage } from '../../lib/error-message';
import { isUnauthorizedError } from '../../lib/query-client';
import { redirectToLogin } from '../../lib/unauthorized';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { showToast } from '../../components/ui/toaster';
import { useChangePassword, useSignOutOtherDevices } from './account-mutations';
import {
  checkPasswordChange,
  describeOtherSessionsEnded,
  fieldErrorOfFailedChange,
  type PasswordField,
  type PasswordFieldErrors,
} from './account-security-format';

function showFailure(error: Error, fallback: string): void {
  if (isUnauthorizedError(error)) return redirectToLogin();
  showToast({ title: 'Update Failed', description: getErrorMessage(error, fallback), variant: 'destructive' });
}

function PasswordInput(props: {
  field: PasswordField;
  label: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  hint?: string;
  isDisabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = `input-${props.field}`;
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <Input
        id={id}
        type="password"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.isDisabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={props.error ? 'border-destructive' : undefined}
        data-testid={id}
      />
      {props.hint && !props.error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-destructive" data-testid={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

function ChangePasswordForm({ email }: { email: string | null }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<PasswordFieldErrors>({});
  const changePassword = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { currentPassword, newPassword };
    const problems = checkPasswordChange(request);
    setErrors(problems ?? {});
    if (problems) return;
    changePassword.mutate(request, {
      onSuccess: ({ otherSessionsEnded }) => {
        setCurrentPassword('');
        setNewPassword('');
        showToast({
          title: 'Password Changed',
          description: otherSessionsEnded > 0 ? describeOtherSessionsEnded(otherSessionsEnded) : 'Use it the next time you sign in.',
        });
      },
      onError: (error) => {
        const fieldError = fieldErrorOfFailedChange(error);
        if (fieldError) setErrors(fieldError);
        else showFailure(error, 'Failed to change password');
      },
    });
  }

  const isBusy = changePassword.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
      {/* Tells password managers which account the new password belongs to. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          field="currentPassword"
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          isDisabled={isBusy}
          onChange={setCurrentPassword}
        />
        <PasswordInput
          field="newPassword"
          label="New password"
          autoComplete="new-password"
          value={newPassword}
          error={errors.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. Your other devices will be signed out.`}
          isDisabled={isBusy}
          onChange={setNewPassword}
        />
      </div>
      <Button type="submit" disabled={isBusy} className="w-full sm:w-auto sm:justify-self-start" data-testid="button-change-password">
        {isBusy ? <Loader2 className="animate-spin" /> : <KeyRound />}
        {isBusy ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}

function SignOutOtherDevices() {
  const signOutOthers = useSignOutOtherDevices();
  function signOut() {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ otherSessionsEnded }) =>
        showToast({ title: 'Signed Out Elsewhere', description: describeOtherSessionsEnded(otherSessionsEnded) }),
      onError: (error) => showFailure(error, 'Failed to sign out other devices'),
    });
  }
  const isBusy = signOutOthers.isPending;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold">Other devices</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Signs this account out on every other phone, tablet and browser. You stay signed in here.
        </p>
      </div>
      <Button variant="outline" onClick={signOut} disabled={isBusy} className="w-full sm:w-auto" data-testid="button-sign-out-others">
        {isBusy ? <Loader2 className="animate-spin" /> : <MonitorSmartphone />}
        Sign out of all other devices
      </Button>
    </div>
  );
}

/** Password and sessions of a built-in account; absent for people who sign in through an identity provider. */
export function AccountSecurityCard({ user }: { user: User }) {
  return (
    <Card className="p-5 sm:p-6" data-testid="card-account-security">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <KeyRound className="size-5 text-primary" aria-hidden="true" />
        Password &amp; Sign-in
      </h2>
      <h3 className="mt-4 font-semibold">Change password</h3>
      <div className="mt-3">
        <ChangePasswordForm email={user.email} />
      </div>
      <div className="mt-6 border-t border-border pt-5">
        <SignOutOtherDevices />
      </div>
    </Card>
  );
}
