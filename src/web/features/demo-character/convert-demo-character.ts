import type { CreateCharacterRequest } from '../../../shared/character';
import {
  clearDemoCharacter,
  getDemoCharacterName,
  isDemoCharacterExpired,
  loadDemoCharacter,
} from '../../lib/demo-character-storage';

/** Set in sessionStorage once a demo became a character, so one browser session converts at most once. */
export const DEMO_CONVERTED_SESSION_KEY = 'colorbook.demoConverted';

export type DemoConversionOutcome =
  | { status: 'nothing-stored' | 'already-converted' | 'expired' | 'failed' }
  | { status: 'converted'; characterId: string };

/**
 * Turns the demo kept from the landing page into a real character (spec section 4): only when younger
 * than an hour and not converted in this browser session. Whatever happens, a stored demo is gone after.
 */
export async function convertStoredDemo({
  storage,
  session,
  now,
  createCharacter,
}: {
  storage: Storage;
  session: Storage;
  now: number;
  createCharacter: (request: CreateCharacterRequest) => Promise<{ id: string }>;
}): Promise<DemoConversionOutcome> {
  if (session.getItem(DEMO_CONVERTED_SESSION_KEY) !== null) return { status: 'already-converted' };
  const demo = loadDemoCharacter(storage);
  if (!demo) {
    // Nothing there, or something unreadable that can never convert.
    clearDemoCharacter(storage);
    return { status: 'nothing-stored' };
  }
  if (isDemoCharacterExpired(demo, now)) {
    clearDemoCharacter(storage);
    return { status: 'expired' };
  }
  let characterId: string;
  try {
    ({ id: characterId } = await createCharacter({
      name: getDemoCharacterName(demo),
      description: demo.description,
      numberOfPoses: demo.numberOfPoses,
      dataUri: demo.dataUri,
    }));
  } catch (error) {
    console.error('Could not turn the demo character into a character', error);
    clearDemoCharacter(storage);
    return { status: 'failed' };
  }
  clearDemoCharacter(storage);
  session.setItem(DEMO_CONVERTED_SESSION_KEY, 'true');
  return { status: 'converted', characterId };
}
