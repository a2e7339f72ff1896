// Plans and quotas of spec section 9. `null` means unlimited (drawn as an infinity sign).
export const TIERS = ['free', 'beta', 'starter', 'pro', 'studio'] as const;
export type Tier = (typeof TIERS)[number];

export interface PlanLimits {
  scenesPerMonth: number | null;
  characters: number | null;
  books: number | null;
}

export const PLAN_LIMITS: Record<Tier, PlanLimits> = {
  free: { scenesPerMonth: 6, characters: 2, books: 1 },
  beta: { scenesPerMonth: 30, characters: 4, books: 1 },
  starter: { scenesPerMonth: 50, characters: null, books: null },
  pro: { scenesPerMonth: 150, characters: null, books: null },
  studio: { scenesPerMonth: 500, characters: null, books: null },
};

/**
 * How much a plan keeps in the library: saved scenes and characters together, and their image bytes
 * (pages and thumbnails). Beyond the spec's quotas; they bound the disk one account can fill.
 */
export interface StorageLimits {
  savedItems: number;
  savedBytes: number;
}

const MB = 1024 * 1024;
export const STORAGE_LIMITS: Record<Tier, StorageLimits> = {
  free: { savedItems: 100, savedBytes: 200 * MB },
  beta: { savedItems: 500, savedBytes: 1024 * MB },
  starter: { savedItems: 2000, savedBytes: 4096 * MB },
  pro: { savedItems: 5000, savedBytes: 10240 * MB },
  studio: { savedItems: 20000, savedBytes: 40960 * MB },
};

export interface PlanPresentation {
  tier: Tier;
  name: string;
  /** Monthly price as shown on the landing page (GBP) and on the pricing page (USD); null while free. */
  priceGbp: number | null;
  priceUsd: number | null;
  features: string[];
  isMostPopular: boolean;
  isAvailable: boolean;
}

export const PAID_PLANS_MESSAGE = 'Payment integration coming soon! Currently in beta.';

export const PLANS: PlanPresentation[] = [
  {
    tier: 'beta',
    name: 'Beta',
    priceGbp: 0,
    priceUsd: 0,
    features: ['30 coloring pages per month', '4 characters', '1 complete book', 'ZIP download'],
    isMostPopular: true,
    isAvailable: true,
  },
  {
    tier: 'starter',
    name: 'Starter',
    priceGbp: 11.99,
    priceUsd: 19,
    features: ['50 coloring pages per month', 'Unlimited characters', 'Unlimited books', 'Priority support'],
    isMostPopular: false,
    isAvailable: false,
  },
  {
    tier: 'pro',
    name: 'Pro',
    priceGbp: 21,
    priceUsd: 49,
    features: [
      '150 coloring pages per month',
      'Unlimited characters',
      'Unlimited books',
      'Commercial use rights',
      'Priority support',
    ],
    isMostPopular: false,
    isAvailable: false,
  },
  {
    tier: 'studio',
    name: 'Studio',
    priceGbp: 39,
    priceUsd: 99,
    features: [
      '500 coloring pages per month',
      'Unlimited characters',
      'Unlimited books',
      'Commercial use rights',
      'Dedicated account manager',
      'Priority support',
    ],
    isMostPopular: false,
    isAvailable: false,
  },
];
