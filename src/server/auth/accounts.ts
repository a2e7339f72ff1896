import { WRONG_CURRENT_PASSWORD_MESSAGE, type ChangePasswordRequest, type SignInRequest, type SignUpRequest } from '../../shared/user';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/ids';
import { HttpError } from '../http-error';
import {
  findUserByEmail,
  findUserById,
  findUserByOidcSubject,
  insertUser,
  linkOidcSubject,
  updatePasswordHash,
  updateProfile,
  type UserRow,
} from '../user/user.repository';
import type { OidcIdentity } from './oidc';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { clearSignInAttempts, takeSignInAttempt } from './sign-in-throttle';
import { voidResetTokensOfUser } from './password-reset.repository';
import { deleteSessionsOfUser } from './session.repository';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists. Sign in instead.';

export async function signUp(db: Db, request: SignUpRequest): Promise<UserRow> {
  if (await findUserByEmail(db, request.email)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(request.password);
  try {
    return await insertUser(db, {
      email: request.email,
      passwordHash,
      oidcSubject: null,
      firstName: request.firstName,
      lastName: request.lastName,
      profileImageUrl: null,
    });
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** One message for an unknown e-mail and a wrong password, so sign-in does not reveal who has an account. */
export async function signIn(db: Db, request: SignInRequest): Promise<UserRow> {
  await takeSignInAttempt(db, request.email);
  const user = await findUserByEmail(db, request.email);
  const isValid = user?.password_hash
    ? await verifyPassword(request.password, user.password_hash)
    : await verifyAgainstDummy(request.password);
  if (!user || !isValid) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  await clearSignInAttempts(db, request.email);
  return user;
}

/**
 * Changes a password for someone who knows the current one. Every other session of the account ends (a
 * new password is often a reaction to someone else knowing the old one) and open reset links stop working.
 * Answers how many other sessions ended.
 */
export async function changePassword(
  db: Db,
  userId: string,
  keptSessionIdHash: string | null,
  request: ChangePasswordRequest,
): Promise<number> {
  const user = await findUserById(db, userId);
  const isCurrentValid = user?.password_hash
    ? await verifyPassword(request.currentPassword, user.password_hash)
    : await verifyAgainstDummy(request.currentPassword);
  if (!isCurrentValid) throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(request.newPassword);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await voidResetTokensOfUser(trx, userId, new Date());
    return deleteSessionsOfUser(trx, userId, keptSessionIdHash);
  });
}

/** The user behind an OpenID identity: found by subject, else linked by verified e-mail, else created. */
export async function findOrCreateOidcUser(db: Db, identity: OidcIdentity): Promise<UserRow> {
  const profile = { firstName: identity.firstName, lastName: identity.lastName, profileImageUrl: identity.pictureUrl };
  const known = await findUserByOidcSubject(db, identity.subject);
  if (known) {
    const refreshed = { first_name: profile.firstName, last_name: profile.lastName, profile_image_url: profile.profileImageUrl };
    if (identity.email && identity.email !== known.email) {
      try {
        await updateProfile(db, known.id, { ...profile, email: identity.email });
        return { ...known, ...refreshed, email: identity.email };
      } catch (error) {
        // Another account here holds that address: this one keeps the address it had.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    await updateProfile(db, known.id, profile);
    return { ...known, ...refreshed };
  }
  if (identity.email && identity.isEmailVerified) {
    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail && !sameEmail.oidc_subject) {
      await linkOidcSubject(db, sameEmail.id, identity.subject);
      await updateProfile(db, sameEmail.id, profile);
      return { ...sameEmail, oidc_subject: identity.subject };
    }
  }
  const newUser = { passwordHash: null, oidcSubject: identity.subject, ...profile };
  try {
    return await insertUser(db, { ...newUser, email: identity.email });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two callbacks for the same new subject at once: the other one created the user.
    const raced = await findUserByOidcSubject(db, identity.subject);
    if (raced) return raced;
    // The e-mail belongs to another account we may not link (unverified, or another subject).
    return insertUser(db, { ...newUser, email: null });
  }
}
