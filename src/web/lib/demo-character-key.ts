// Where the landing-page preview waits in the browser until the visitor signs up (spec sections 3 and 4).
// Apart from the preview's schema, so the app shell can look for one without loading zod.
export const DEMO_CHARACTER_STORAGE_KEY = 'colorbook.demoCharacter';

/** Whether a preview is stored at all (readable or not: the conversion clears an unreadable one). */
export function hasStoredDemoCharacter(storage: Storage): boolean {
  try {
    return storage.getItem(DEMO_CHARACTER_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked by the browser's settings: nothing can have been kept.
    return false;
  }
}
