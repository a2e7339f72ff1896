import type { Quota } from '../../../shared/quota';
import type { User } from '../../../shared/user';

/** On the profile any limit above this counts as unlimited (spec section 9). */
const PROFILE_UNLIMITED_ABOVE = 10_000;

/** 'First Last', or 'User' when either name is missing (spec section 2). */
export function getFullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : 'User';
}

/** A limit as the profile reads it: null (unlimited) for no limit or one above 10 000. */
export function getProfileLimit(limit: number | null): number | null {
  return limit === null || limit > PROFILE_UNLIMITED_ABOVE ? null : limit;
}

/** 'Unlimited', or '30 scenes per month' and '4 characters total'. */
export function formatPlanLimits(quota: Pick<Quota, 'scenes' | 'characters'>): string {
  const scenes = getProfileLimit(quota.scenes.limit);
  const characters = getProfileLimit(quota.characters.limit);
  if (scenes === null && characters === null) return 'Unlimited';
  const sceneText = scenes === null ? 'Unlimited scenes' : `${scenes} scenes per month`;
  const characterText = characters === null ? 'unlimited characters' : `${characters} characters total`;
  return `${sceneText}; ${characterText}`;
}
