import type { Quota } from '../../../shared/quota';

/** True when no more characters may be created: used has reached a finite limit (spec section 5). */
export function isAtCharacterLimit(usage: Quota['characters']): boolean {
  return usage.limit !== null && usage.used >= usage.limit;
}

export function characterLimitMessage(limit: number): string {
  return `You've reached your limit of ${limit} characters. Upgrade to create more!`;
}
