import { PAID_PLANS_MESSAGE, type Tier } from '../../shared/plans';
import type { User } from '../../shared/user';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { changeTier } from './user.repository';

const PAID_TIERS: readonly Tier[] = ['starter', 'pro', 'studio'];

/** The one plan change the beta allows: free to beta. Asking for beta again is a harmless no-op. */
export async function requestTier(db: Db, user: User, tier: Tier): Promise<void> {
  if (PAID_TIERS.includes(tier)) throw new HttpError(403, PAID_PLANS_MESSAGE);
  if (tier === user.tier) return;
  if (tier === 'beta' && user.tier === 'free') {
    // Conditional on still being free, so two activations at once cannot race into anything odd.
    await changeTier(db, user.id, 'free', 'beta');
    return;
  }
  throw new HttpError(400, 'Only the Free plan can switch to Beta.');
}
