import { bedtimeStoryAct } from './bedtime-story';
import { blowingBubblesAct } from './blowing-bubbles';
import { brushingTeethAct } from './brushing-teeth';
import { catchingButterfliesAct } from './catching-butterflies';
import { catchingFishAct } from './catching-fish';
import { chasingAct } from './chasing';
import { chewingAct } from './chewing';
import { climbingTreeAct } from './climbing-tree';
import { cookingAct } from './cooking';
import { cuttingHairAct } from './cutting-hair';
import { diggingAct } from './digging';
import { doingToAct } from './doing-to';
import { drinkingAct } from './drinking';
import { feedingDucksAct } from './feeding-ducks';
import { feedingFishAct } from './feeding-fish';
import { feedingGiraffeAct } from './feeding-giraffe';
import { gardeningAct } from './gardening';
import { hideAndSeekAct } from './hide-and-seek';
import { holdingHandsAct } from './holding-hands';
import { holdingUmbrellaAct } from './holding-umbrella';
import { hopscotchAct } from './hopscotch';
import { howlingAct } from './howling';
import { iceHockeyAct } from './ice-hockey';
import { iceSkatingAct } from './ice-skating';
import { jugglingAct } from './juggling';
import { jumpingOverLogAct } from './jumping-over-log';
import { knittingAct } from './knitting';
import { jumpingOverMoonAct } from './jumping-over-moon';
import { lyingInHammockAct } from './lying-in-hammock';
import { makingToysAct } from './making-toys';
import { pickingApplesAct } from './picking-apples';
import { pickingFlowersAct } from './picking-flowers';
import { plantingFlagAct } from './planting-flag';
import { postingAct } from './posting';
import { racingAct } from './racing';
import { playingPianoAct } from './playing-piano';
import { playingViolinAct } from './playing-violin';
import { rescuingFromTreeAct } from './rescuing-from-tree';
import { rollerSkatingAct } from './roller-skating';
import { seesawAct } from './seesaw';
import { showingGoldAct } from './showing-gold';
import { singingAct } from './singing';
import { skateboardingAct } from './skateboarding';
import { skiingAct } from './skiing';
import { skippingRopeAct } from './skipping-rope';
import { surfingAct } from './surfing';
import { teaPartyAct } from './tea-party';
import { sweepingAct } from './sweeping';
import { tossingPizzaAct } from './tossing-pizza';
import { wateringAct } from './watering';
import { walkingDogAct } from './walking-dog';
import { washingCarAct } from './washing-car';
import { watchingSurfersAct } from './watching-surfers';
import { writingAct } from './writing';
import type { Act, LeadAct, WholeCastAct } from './act';

/** Each way of meeting a thing that has an act of its own: a new verb's act is one file in this folder and one entry here. */
export const ACTS = {
  mic: singingAct,
  juggle: jugglingAct,
  blow: blowingBubblesAct,
  ice: iceSkatingAct,
  hockey: iceHockeyAct,
  sip: drinkingAct,
  ski: skiingAct,
  gather: pickingFlowersAct,
  desk: writingAct,
  keys: playingPianoAct,
  fiddle: playingViolinAct,
  hop: hopscotchAct,
  roll: rollerSkatingAct,
  board: skateboardingAct,
  surf: surfingAct,
  'watch-surf': watchingSurfersAct,
  brush: brushingTeethAct,
  rope: skippingRopeAct,
  net: catchingButterfliesAct,
  plant: gardeningAct,
  sweep: sweepingAct,
  climb: climbingTreeAct,
  rescue: rescuingFromTreeAct,
  pick: pickingApplesAct,
  pour: wateringAct,
  post: postingAct,
  gold: showingGoldAct,
  moon: jumpingOverMoonAct,
  log: jumpingOverLogAct,
  hammock: lyingInHammockAct,
  howl: howlingAct,
  browse: feedingGiraffeAct,
  ducks: feedingDucksAct,
  flakes: feedingFishAct,
  river: catchingFishAct,
  stove: cookingAct,
  pizza: tossingPizzaAct,
  tea: teaPartyAct,
  tinker: makingToysAct,
  'hand-in-hand': holdingHandsAct,
  reach: doingToAct,
  snip: cuttingHairAct,
  flag: plantingFlagAct,
  umbrella: holdingUmbrellaAct,
  dig: diggingAct,
  knit: knittingAct,
  race: racingAct,
  seesaw: seesawAct,
  'hide-seek': hideAndSeekAct,
  bedside: bedtimeStoryAct,
  wash: washingCarAct,
  chase: chasingAct,
  leash: walkingDogAct,
  chew: chewingAct,
} satisfies Record<string, Act>;

export type ActMeeting = keyof typeof ACTS;

function actFor(meets: string): Act | null {
  return Object.hasOwn(ACTS, meets) ? ACTS[meets as ActMeeting] : null;
}

/** The act that draws a meeting's lead, or null for one the composer draws itself (riding, a seat, the sky…). */
export function leadActFor(meets: string): LeadAct | null {
  const act = actFor(meets);
  return act && 'draw' in act ? act : null;
}

/** The act that seats the whole cast for a meeting itself (a tea party), or null. */
export function wholeCastActFor(meets: string): WholeCastAct | null {
  const act = actFor(meets);
  return act && 'drawWholeCast' in act ? act : null;
}
