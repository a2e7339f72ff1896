export const POSE_COUNTS = [3, 4, 5, 6] as const;
export const DEFAULT_POSE_COUNT = 3;
export const PREVIEW_POSE_COUNT = 3;

export const AGE_GROUPS = ['3-5', '6-8', '9-12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const DEFAULT_AGE_GROUP: AgeGroup = '6-8';
export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  '3-5': 'Simple backgrounds',
  '6-8': 'Moderate detail',
  '9-12': 'More detail',
};

export const DEMO_CHARACTER_MAX_AGE_MS = 60 * 60 * 1000;
export const DEMO_NAME_LENGTH = 50;

export const MAX_NAME_LENGTH = 100;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_INSTRUCTIONS_LENGTH = 500;

/** Upload limits for images sent as data URIs (DESIGN.md, API rules). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Read from the header before decoding: no page is that long on a side, or that long and thin. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_ASPECT_RATIO = 5;

/** Print page: US Letter portrait at 300 DPI. */
export const PAGE_DPI = 300;
export const PAGE_WIDTH_PX = 2550;
export const PAGE_HEIGHT_PX = 3300;

export const ANALYTICS_EVENTS = ['preview_generated', 'signup_intent', 'demo_converted'] as const;

/** The one support address shown across the product. */
export const SUPPORT_EMAIL = 'support@colorbook.studio';
