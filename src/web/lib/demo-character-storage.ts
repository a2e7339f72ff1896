import { z } from 'zod';
import { DEMO_CHARACTER_MAX_AGE_MS, DEMO_NAME_LENGTH, PREVIEW_POSE_COUNT } from '../../shared/constants';
import { DEMO_CHARACTER_STORAGE_KEY } from './demo-character-key';


export const DemoCharacterSchema = z.object({
  description: z.string().min(1),
  numberOfPoses: z.literal(PREVIEW_POSE_COUNT),
  dataUri: z.string().startsWith('data:image/'),
  timestamp: z.number().int(),
});
export type DemoCharacter = z.infer<typeof DemoCharacterSchema>;

/** Where a description's naming part ends: "A friendly dragon | who loves books". */
const NAME_ENDS = new Set(['who', 'that', 'which', 'with', 'wearing', 'in', 'on', 'at', 'and', 'from', 'of', 'for', 'to', 'by', 'under', 'near', 'holding', 'carrying', 'having', 'has', 'is', 'loves', 'likes']);
const LEADING_WORDS = new Set(['a', 'an', 'the', 'my', 'our', 'one', 'some']);
const MAX_NAME_WORDS = 3;

/**
 * A short name for the character made from the landing description, as a person would call it:
 * "A friendly dragon who loves books" becomes "Friendly Dragon". At most 50 characters.
 */
export function getDemoCharacterName(demo: Pick<DemoCharacter, 'description'>): string {
  const words = demo.description.trim().split(/\s+/);
  const named: string[] = [];
  for (const word of words) {
    const bare = word.toLowerCase().replace(/[^a-z0-9'-]/g, '');
    if (named.length === 0 && LEADING_WORDS.has(bare)) continue;
    if (NAME_ENDS.has(bare) || /ing$/.test(bare)) break;
    if (bare) named.push(bare);
    // A comma or full stop ends the naming part too ("a dragon, green and kind").
    if (/[,.;:!?]$/.test(word)) break;
  }
  const name = named
    .slice(-MAX_NAME_WORDS)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, DEMO_NAME_LENGTH)
    .trim();
  return name || demo.description.trim().slice(0, DEMO_NAME_LENGTH).trim();
}

export function isDemoCharacterExpired(demo: Pick<DemoCharacter, 'timestamp'>, now: number): boolean {
  return now - demo.timestamp > DEMO_CHARACTER_MAX_AGE_MS;
}

export function saveDemoCharacter(
  storage: Storage,
  preview: { description: string; dataUri: string },
  now: number,
): void {
  const demo: DemoCharacter = {
    description: preview.description,
    numberOfPoses: PREVIEW_POSE_COUNT,
    dataUri: preview.dataUri,
    timestamp: now,
  };
  try {
    storage.setItem(DEMO_CHARACTER_STORAGE_KEY, JSON.stringify(demo));
  } catch {
    // A full or blocked storage only loses the carry-over; the preview itself still shows.
  }
}

/** The stored demo, or null when none is stored or what is stored is unreadable. */
export function loadDemoCharacter(storage: Storage): DemoCharacter | null {
  const raw = storage.getItem(DEMO_CHARACTER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = DemoCharacterSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDemoCharacter(storage: Storage): void {
  storage.removeItem(DEMO_CHARACTER_STORAGE_KEY);
}
