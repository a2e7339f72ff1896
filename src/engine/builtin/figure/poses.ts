/**
 * Poses as joint angles: one small entry each. Angles are degrees from straight down, positive
 * towards the way the figure faces (screen right before a flip), in the page's frame, so a tilted
 * body does not swing its legs with it. `back` limbs are the far (or screen-left) ones, `front` the near.
 */

/** [upper segment, lower segment] */
export type LimbAngles = readonly [number, number];

export interface Limbs {
  back: LimbAngles;
  front: LimbAngles;
}

/** `reading`: happy, with the eyes lowered under half-closed lids to what the hands hold. */
export type Expression = 'happy' | 'surprised' | 'sleeping' | 'reading' | 'gazingUp' | 'watchful' | 'howling';

export interface Pose {
  /** Face straight out (front) or turned three-quarters towards `facing` (turned). */
  view: 'front' | 'turned';
  arms: Limbs;
  legs: Limbs;
  /** Torso tilt, degrees towards facing. */
  lean?: number;
  /** Head tilt, degrees towards facing (down when positive in the turned view). */
  headTilt?: number;
  /**
   * Four-legged figures: degrees the neck lowers on top of `headTilt`, so the head can lie low on the
   * ground without tipping nose-down with it (a horse asleep with its chin on the grass).
   */
  neckDrop?: number;
  /** Four-legged figures: the neck lowered and stretched so the head is down at the grass (grazing). */
  isHeadDown?: boolean;
  /** Figure units the figure floats above the ground (jumping, flying). */
  lift?: number;
  /** Rotation of the whole posed figure, degrees clockwise: lying down, swimming, flying. */
  rotation?: number;
  /** The seat, not the feet, rests on what is below (sitting, riding, driving). */
  isSeated?: boolean;
  /** Astride a mount seen from the side: the far leg is on its other flank, hidden, not drawn over its body. */
  isAstride?: boolean;
  /**
   * Lying down: worn things that would be lain on or dangle (a backpack under a back, a cane along
   * the legs) are left off.
   */
  isLying?: boolean;
  /** Asleep on the back seen from the side (tucked-in.ts): under a blanket shaped like a body, the arms tucked in. */
  isTuckedIn?: boolean;
  /**
   * Lying on the tummy (`rotation` 90), the head down at the front with the chin on the forepaws, not
   * held up to look ahead as in a belly slide.
   */
  isHeadOnPaws?: boolean;
  /** Share of its length a forearm shows when it points at the viewer (held things in front of the tummy). */
  forearm?: number;
  /** The legs point out at the viewer, drawn at half length, soles out (a teddy sat facing us). */
  legsToViewer?: boolean;
  /**
   * Sat on a seat facing out: the thighs come at the viewer, foreshortened into a lap under the body with the
   * round knees at its front, and the shins go down from under the knees to the feet (`legs`' second angles).
   */
  kneesToViewer?: boolean;
  /**
   * Share of its length the thigh is drawn, sat seen from the side: a picture-book body is as deep as it is wide and
   * hides the thigh's root, so drawn longer it shows ahead of the tummy as a lap before the knee.
   */
  thighReach?: number;
  /**
   * Share of its length the shin is drawn, sat seen from the side: at the standing length a child's shin under a long
   * thigh was hardly longer than it is thick, and thigh, shin and shoe read as one block. Sat facing out (kneesToViewer),
   * the share of the shin hanging below the knee.
   */
  shinReach?: number;
  /** The hand held open, palm out, fingers spread (a wave). */
  openHand?: 'back' | 'front';
  /** Which hand holds the prop, when the pose holds one. */
  propHand?: 'front' | 'between';
  expression?: Expression;
}

// On the back seen from the side, the legs out straight and the arms by the sides under the blanket
// (tucked-in.ts), the head tipped back upright on the pillow to show the closed eyes (seen from above, the
// body turned on its back under a blanket read as a legless striped barrel with arms on it).
const TUCKED_IN: Pose = { view: 'turned', arms: { back: [20, 10], front: [40, 8] }, legs: { back: [2, 0], front: [6, -4] }, rotation: -90, headTilt: 90, isLying: true, isTuckedIn: true, expression: 'sleeping' };

const BIPED_POSE_TABLE = {
  standing: { view: 'front', arms: { back: [-20, -10], front: [20, 10] }, legs: { back: [-5, -3], front: [5, 3] } },
  // Holding hands in a row: both arms down and out to the sides, each hand at a neighbour's, below the chests.
  'holding-hands': { view: 'front', arms: { back: [-34, -26], front: [34, 26] }, legs: { back: [-5, -3], front: [5, 3] } },
  // Four legs graze with the head down to the grass; a person stands looking down at it.
  grazing: { view: 'front', arms: { back: [-20, -10], front: [20, 10] }, legs: { back: [-5, -3], front: [5, 3] }, headTilt: 12 },
  // On guard, facing out: feet planted apart, the shield raised before the chest on the far arm, the sword held upright
  // in the near fist beside the shoulder. (Standing stiffly with the shield hanging at the side read as not guarding.)
  // The sword arm kept close, elbow tucked: held out, it reached across the gate he stood beside.
  // Watchful, not grinning: a broad smile read as posing for a picture, not guarding (round 13).
  guarding: { view: 'front', arms: { back: [-40, 100], front: [16, 140] }, legs: { back: [-16, -10], front: [16, 10] }, expression: 'watchful' },
  waving: { view: 'front', arms: { back: [-14, -6], front: [128, 165] }, legs: { back: [-4, -2], front: [4, 2] }, openHand: 'front' },
  // Singing into a microphone held in the near fist below the mouth, the forearm up from an elbow at the side, the far
  // arm flung out and up with the hand open. (A microphone on a stand ran down through the body, and the far arm hung
  // down to the knee, round 13.)
  singing: { view: 'front', arms: { back: [-118, -150], front: [50, 196] }, legs: { back: [-4, -2], front: [4, 2] }, openHand: 'back', propHand: 'front' },
  // Juggling: the upper arms out near level with the shoulders and the forearms up, the fists beside the head under the
  // arc of balls. (Lower, at the shoulders, the hands met a clown's ruff and the balls hung in front of it.)
  juggling: { view: 'front', arms: { back: [-70, -162], front: [70, 162] }, legs: { back: [-6, -3], front: [6, 3] } },
  // Tossing pizza dough: both arms raised high, the hands up over the head under the spinning dough.
  tossing: { view: 'front', arms: { back: [-132, -170], front: [132, 170] }, legs: { back: [-6, -3], front: [6, 3] } },
  // Playing the violin, facing out: the far arm out to the side near level, the fist round the neck held out from the
  // chin; the near elbow out and the forearm across before the chest, the fist on the bow.
  bowing: { view: 'front', arms: { back: [-55, 95], front: [92, 104] }, legs: { back: [-6, -3], front: [6, 3] } },
  // Balancing on a board: both arms straight out to the sides near level, the feet planted apart on the deck.
  balancing: { view: 'front', arms: { back: [-84, -96], front: [84, 96] }, legs: { back: [-12, -6], front: [12, 6] } },
  // Gliding on skates: on the near leg, the far one lifted out behind, the arms out ahead and behind for balance.
  gliding: { view: 'turned', arms: { back: [-62, -40], front: [74, 46] }, legs: { back: [-70, -55], front: [-4, -2] }, lean: 8 },
  // Kneeling at a flower bed, seen from the side: the near knee up with its foot planted ahead, down on the far knee
  // with its shin flat on the ground behind, leaning over the bed with the near hand down at the soil (a trowel in it)
  // and the far one reaching ahead beside it. (Down on the near knee, its shoe lay flat behind like a foot stepping
  // back, and the child seemed to stand with her feet apart.)
  kneeling: { view: 'turned', arms: { back: [56, 80], front: [34, 62] }, legs: { back: [4, -88], front: [84, 4] }, lean: 14 },
  // Sweeping, seen from the side: the broom's handle slanting down ahead across the body in both fists, the far one
  // up at the chest on a raised forearm and the near one lower ahead at the waist, so the handle runs on through them
  // to the bristles on the ground ahead of the shoes; a step forward into the sweep. (With the near forearm along the
  // handle and the handle's top over the shoulder, thin slivers of white lay between them.)
  sweeping: { view: 'turned', arms: { back: [30, 176], front: [20, 80] }, legs: { back: [-14, -6], front: [16, 6] }, lean: 6 },
  // Drinking through a straw, facing out: the near elbow down at the side and the forearm up across to the middle, the
  // glass held up before the chin so the straw rises straight into the mouth. (Held up beside the face, as a test tube
  // is, the straw ran across the cheek.)
  drinking: { view: 'front', arms: { back: [-20, -10], front: [24, -150] }, legs: { back: [-4, -2], front: [4, 2] }, propHand: 'front' },
  // Eating, facing out: the near fist raised before the chin as drinking's, the snack in it up at the open mouth. (Held
  // in both hands at the chest, an apple was only held, never eaten: judging 21.)
  eating: { view: 'front', arms: { back: [-20, -10], front: [24, -150] }, legs: { back: [-4, -2], front: [4, 2] }, propHand: 'front', expression: 'surprised' },
  // Skiing, seen from the side: crouched with the knees bent forward over the skis and the body leaning into the run,
  // the arms swept back with the fists behind the hips, the poles slanting on back from them to the snow. (With the
  // fists ahead, both poles crossed the legs.)
  skiing: { view: 'turned', arms: { back: [-34, -20], front: [-26, -12] }, legs: { back: [34, -18], front: [40, -14] }, lean: 18 },
  // Hopping on one foot, seen from the side: up a little off the ground on the near leg, the far leg bent up behind with
  // its shoe at knee height, the arms out to the sides for balance.
  hopping: { view: 'turned', arms: { back: [-70, -90], front: [64, 84] }, legs: { back: [-16, -100], front: [4, 0] }, lift: 6, lean: 4 },
  // At a piano, seen from the side: sat on the stool as `sitting`, both forearms out level ahead from elbows at the
  // sides, the hands resting on the keys.
  'playing-piano': { view: 'turned', arms: { back: [30, 84], front: [26, 88] }, legs: { back: [86, -20], front: [88, 12] }, thighReach: 1.45, shinReach: 1.3, isSeated: true },
  // Writing at a desk, seen from the side: sat as `sitting`, the near forearm out on the desk's top with the pencil,
  // the head bowed over the page.
  writing: { view: 'turned', arms: { back: [30, 84], front: [22, 96] }, legs: { back: [86, -20], front: [88, 12] }, thighReach: 1.45, shinReach: 1.3, isSeated: true, headTilt: 14, expression: 'reading' },
  // Skipping rope: up off the ground with the feet together, the arms down and out with the fists at the hips' sides
  // turning the rope's handles.
  skipping: { view: 'front', arms: { back: [-34, -62], front: [34, 62] }, legs: { back: [-5, 8], front: [5, -8] }, lift: 10 },
  // A hand raised to hold something up high (a kite's string): the wave's arm with the hand closed round it.
  reaching: { view: 'front', arms: { back: [-14, -6], front: [128, 165] }, legs: { back: [-4, -2], front: [4, 2] } },
  // A shaft held upright out beside the head (an umbrella's): the upper arm out level, the fist up clear of the face.
  'holding-up': { view: 'front', arms: { back: [-14, -6], front: [96, 172] }, legs: { back: [-4, -2], front: [4, 2] } },
  // Looking up at the stars, seen from the side: the head tipped back, the near hand reaching ahead onto the telescope
  // beside her. Pointing up at the sky, round 13 saw a wave with the telescope standing unused.
  stargazing: { view: 'turned', arms: { back: [-12, -4], front: [58, 84] }, legs: { back: [-4, -2], front: [4, 2] }, headTilt: -20, expression: 'gazingUp' },
  // A full stride, both feet on the ground and the legs apart like an A: the far leg reaching ahead, the near one pushing
  // off behind with its knee bent, and the near arm swinging forward clear of the chest, opposite the near leg as people
  // walk (poseBiped starts the leading leg at the hip ahead, so the legs do not cross in an X). With the near leg and the
  // near arm both ahead and both feet flat, round 14 saw barely a stride.
  walking: { view: 'turned', arms: { back: [-40, -26], front: [42, 60] }, legs: { back: [38, 30], front: [-20, -48] }, lean: 4 },
  running: { view: 'turned', arms: { back: [-55, 10], front: [60, 130] }, legs: { back: [-38, -100], front: [68, 5] }, lean: 12, lift: 5 },
  // Arms up and out in a V, hands clear of the head and what is on it (straight up, they clamped a hat or helmet).
  jumping: { view: 'front', arms: { back: [-110, -142], front: [110, 142] }, legs: { back: [-62, -8], front: [62, 8] }, lift: 16, expression: 'surprised' },
  // A leap over something seen from the side: the body tipped forward into the leap, both arms reaching ahead, the near
  // leg out ahead and the far one trailing back (a star jump stood still over a log, and a run read as a stride on it).
  leaping: { view: 'turned', arms: { back: [90, 110], front: [100, 124] }, legs: { back: [-50, -60], front: [70, 30] }, rotation: 30, lift: 10 },
  // On a stump seen from the side: the thighs level out ahead off its front, the near shin down and a little forward to
  // its shoe, the far shin down and back from behind the near knee to a shoe set back behind the near one, with white
  // between the shins (the far leg right behind the near one hid it, and a short shin under the thigh made the near leg
  // one block, round 12); the shins drawn longer, the seat higher. The far arm hangs down behind the body; the near
  // elbow stays at the side with the forearm forward, the hand resting on top of the lap ahead of the tummy (hung down
  // to the hip, it lay over the thigh's underside where the shins start, and round 15 saw thigh, hand and shins as a slab).
  // (Hands on the knees piled the hand, the knee and the foot into a knot; a far foot set back under the seat and level
  // thighs sank into it as a boxy tangle; round 10: hands on the seat behind the hips merged into the stump's top;
  // round 11: a hand on the middle of the thigh hid it, leaving a stack of knee, shin and boot, and a forearm across the
  // chest cut a stray triangle out of the shirt.)
  sitting: { view: 'turned', arms: { back: [14, 40], front: [4, 66] }, legs: { back: [86, -20], front: [88, 12] }, thighReach: 1.45, shinReach: 1.3, isSeated: true },
  // On a swing's seat, seen from the side: the hands up on the rope at shoulder height, the thighs along the seat with
  // the knees over its front edge and the shins down together off it. (Hands in the lap left the rope running down
  // beside the shin in a thin strip, and the far shin and shoe set off from the near one jumbled the legs, round 14.)
  swinging: { view: 'turned', arms: { back: [48, 104], front: [58, 118] }, legs: { back: [101, -2], front: [98, -12] }, thighReach: 1.5, shinReach: 1.2, isSeated: true },
  // On a seat (a sheet's stump) facing out: the thighs coming at us as a lap with the knees at its front, the shins
  // down from under them to the feet, the hands resting on the seat beside the hips.
  perched: { view: 'front', arms: { back: [-22, -12], front: [22, 12] }, legs: { back: [0, -3], front: [0, 3] }, kneesToViewer: true, isSeated: true },
  // Side by side on a sofa facing out, as perched but the hands resting on the seat close by the hips, so they keep off
  // the hands of whoever sits next to them (spread out, neighbours' fists lay one over the other).
  'sitting-in-a-row': { view: 'front', arms: { back: [-8, -4], front: [8, 4] }, legs: { back: [0, -3], front: [0, 3] }, kneesToViewer: true, isSeated: true },
  // On the ground (a blanket, the grass) facing out, as a sheet's perched pose: the knees at us, the shins down to both
  // shoes on the ground under them, the far hand resting beside the hip and the near one raised before the chin, a
  // snack in it at a picnic. (On the chair pose, the shins hung down through the blanket; with the feet far ahead, two
  // children facing each other crossed their legs over the plate; sat back on the heels, the legs merged into one blob,
  // round 13; seen from the side with the knees drawn up, the shin ran from the raised snack down to a shoe beside the
  // basket and arms and legs could not be told apart, round 15.)
  'sitting-on-ground': { view: 'front', arms: { back: [-22, -12], front: [24, -150] }, legs: { back: [0, -3], front: [0, 3] }, kneesToViewer: true, isSeated: true, propHand: 'front' },
  // Elbows at the sides, forearms forward (drawn short), the hands under the held thing in front of the
  // tummy: arms bowed out and back in looped round into rings with black wedges at the elbows.
  holding: { view: 'front', arms: { back: [-20, 80], front: [20, -80] }, legs: { back: [-4, -2], front: [4, 2] }, forearm: 0.4, propHand: 'between' },
  // The book held open in both hands at its lower corners, at chest height below the face, the eyes down on it (on a
  // sheet too, where no verb sets the look: there the reader looked out at us). The elbows out and bent up put the hands
  // at the book's lower corners; hung straight at the sides, the hands were balls under it at the hips (round 11).
  reading: { view: 'front', arms: { back: [-40, 70], front: [40, -70] }, forearm: 0.6, legs: { back: [-4, -2], front: [4, 2] }, headTilt: 6, propHand: 'between', expression: 'reading' },
  // One of two sharing a book held up between them, seen from the side turned to the other: both hands out ahead
  // on its near edge below the chest, the head bowed well down over it. (Facing out, one arm raised to the side, the two
  // held it at hip height between them and neither looked at it; bowed 16 degrees, round 10 saw them look out at us.)
  // The elbows stay near the sides, the forearms forward, so the book is held close: with the arms reaching straight
  // out, round 13 saw a small book "held out between them, as if handing it over".
  'reading-together': { view: 'turned', arms: { back: [20, 94], front: [28, 100] }, legs: { back: [-4, -2], front: [4, 2] }, headTilt: 24, propHand: 'front', expression: 'reading' },
  // Reading to a baby sat on the ground: down on one knee as when kneeling, so the book held out as when sharing one
  // comes down to the baby's face.
  'reading-kneeling': { view: 'turned', arms: { back: [20, 94], front: [28, 100] }, legs: { back: [4, -88], front: [84, 4] }, headTilt: 24, propHand: 'front', expression: 'reading' },
  // Reading a bedtime story, sat on a chair by the bed facing out: the book held open before the chest as when standing
  // to read, the knees out to us below it.
  'reading-seated': { view: 'front', arms: { back: [-40, 70], front: [40, -70] }, forearm: 0.6, legs: { back: [0, -3], front: [0, 3] }, kneesToViewer: true, isSeated: true, headTilt: 6, propHand: 'between', expression: 'reading' },
  // Holding a small thing up to look at it (a test tube): the near elbow down by the side and the forearm straight up,
  // so the thing stands beside the face, clear of the body and the head. (Held in both hands
  // before the chest, a test tube ran from the collar down the coat like a tie.) The other arm hangs close down the
  // body's side: swung out, a lab coat's sleeve hung outside the coat's outline (round 14).
  examining: { view: 'front', arms: { back: [-7, -3], front: [58, 176] }, legs: { back: [-4, -2], front: [4, 2] }, propHand: 'front' },
  // Stirring a pot on a stove, seen from the side: the near hand raised to shoulder height over the pot's rim, so
  // the spoon goes down into it; the far hand out ahead below it. (At the chest, below the rim, the spoon's bowl
  // was lifted above the pot instead of in it.)
  stirring: { view: 'turned', arms: { back: [44, 84], front: [80, 140] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  // Working at something ahead: the near hand on the tool, the far one reaching out beside it in front of
  // the chest (hung behind the body, it showed only as a ball at the hip).
  using: { view: 'turned', arms: { back: [44, 84], front: [58, 92] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  // Posting a letter, seen from the side: the near hand out ahead at the box's slot, the far arm hanging a little back
  // behind the body, its hand showing past the back. (On `using` the far arm reached ahead across the letter and was left
  // out, and round 20 saw a girl with one arm.)
  posting: { view: 'turned', arms: { back: [-38, -26], front: [58, 92] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  // Fishing, seen from the side: the rod held up ahead in both fists, the near arm bent down over the body to the butt at
  // the belly and the far one reaching out ahead from behind the chest to hold it higher up, so each arm is seen whole
  // and neither lies along the rod. (On `using` both forearms ran side by side along it and closed into one shape,
  // round 15's "near arm only two thin lines, the far arm missing".)
  fishing: { view: 'turned', arms: { back: [60, 84], front: [-20, 50] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  // Painting at an easel, seen from the side: the near hand with the brush up at the canvas, the far arm out behind
  // the back with the palette in its hand, so every painter is seen to hold it (on `using`, the far hand reached
  // ahead inside a robot's boxy body and the palette floated on its chest).
  painting: { view: 'turned', arms: { back: [-50, -30], front: [58, 92] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  // Rolling out dough, seen from the side: both hands level on the rolling pin's two handles, the far one reaching
  // further along it (on \`using\`, the far hand floated above the pin).
  rolling: { view: 'turned', arms: { back: [60, 70], front: [-32, 96] }, legs: { back: [-18, -8], front: [20, 8] }, propHand: 'front' },
  sleeping: TUCKED_IN,
  // Asleep in bed on a sheet, as people sleep, also for bodies that sleep on the tummy elsewhere (SHORT_LEGGED_POSES):
  // on their sheet a dragon's, a fox's or a robot's paws, folded legs, wing and tail piled up into a jumble (round 10).
  'tucked-in': TUCKED_IN,
  side: { view: 'turned', arms: { back: [4, 10], front: [-4, 4] }, legs: { back: [-3, 0], front: [3, 0] } },
  // A belly slide, seen from the side: lying on the front, head first and raised to look ahead, arms swept back along the body, feet trailing.
  sliding: { view: 'turned', arms: { back: [-28, -36], front: [-14, -20] }, legs: { back: [-6, -10], front: [-12, -18] }, rotation: 90, headTilt: -70, isLying: true },
  // Astride, seen from the side as picture books draw it: the near thigh forward along the flank, the knee
  // bent and the shin back down to the stirrup, the far leg out of sight behind the mount; both hands forward at
  // the reins, the far arm right behind the near one. (A leg hung straight down from the hip read as standing on the
  // stirrup; with the far leg drawn too, both feet stood on the horse's back; the far arm hung at the side showed its
  // hand under the shirt on the seat like a claw.)
  riding: { view: 'turned', arms: { back: [48, 80], front: [48, 78] }, legs: { back: [58, -6], front: [58, -6] }, lean: 4, isSeated: true, isAstride: true },
  // Astride a seesaw's plank as on a horse, both arms reaching up ahead to the handle's grip at chest height: at the
  // reins' height the hands of the one down met the plank rising to the pivot, with no handle between.
  seesawing: { view: 'turned', arms: { back: [64, 110], front: [64, 108] }, legs: { back: [58, -6], front: [58, -6] }, lean: 2, isSeated: true, isAstride: true },
  // Pedalling a bicycle, seen from the side: sat on its saddle leaning forward, both hands ahead on the handlebar's
  // grips, the near knee raised to the pedal at the top of its turn and the far leg reaching down to the one below
  // (the composer builds the bicycle round the seat, the feet and the hands).
  cycling: { view: 'turned', arms: { back: [58, 76], front: [60, 78] }, legs: { back: [16, -34], front: [72, -32] }, lean: 14, isSeated: true },
  // On a kick scooter, seen from the side: standing on the deck on the far foot, the near one pushing off behind,
  // both hands forward on the handlebar.
  scooting: { view: 'turned', arms: { back: [74, 96], front: [74, 94] }, legs: { back: [-2, 0], front: [-40, -16] }, lean: 8 },
  // Sat holding a wheel or reins in front of the belly, the elbows bent at the sides: held straight out ahead, Santa's
  // arm reached all the way to his sleigh's front and read as one very long arm (round 11).
  driving: { view: 'turned', arms: { back: [18, 96], front: [24, 100] }, legs: { back: [80, 6], front: [86, 10] }, isSeated: true },
  // Winding up, seen from the side: the far arm cocked back behind the head with the ball in its hand, the near
  // one out ahead at the target, the near leg stepping forward. (Just
  // let go, the throwing arm reaching ahead after the ball, the other swung back, it read as holding the ball out
  // at arm's length with both arms stiff; the near arm cocked up beside the head covered the face like a wave;
  // the far leg stepped forward crossed the near one in an X, like tripping.) The near arm bends at the elbow, the
  // forearm rising to the target: held straight out it stood like a signpost (round 11). The weight on the far leg under
  // the hips, leaning back a little, the near knee raised to step into the throw: with both feet planted wide apart he
  // stood stiff and square to us (round 13).
  throwing: { view: 'turned', arms: { back: [-100, -150], front: [64, 104] }, legs: { back: [-10, -4], front: [62, 12] }, lean: -5, propHand: 'front' },
  // On one leg, the near one kicking ahead, the arms out for balance: the near one forward, clear of the
  // chest (hanging down the front of it, the forearm merged with the chest's line and the hand hung at the hip).
  kicking: { view: 'turned', arms: { back: [-62, -40], front: [74, 46] }, legs: { back: [-6, -4], front: [70, 55] }, lean: -10 },
  // Seen from the front, one arm reaching ahead beside the head and the other along the body: the face stays clear.
  swimming: { view: 'front', arms: { back: [-24, -14], front: [148, 164] }, legs: { back: [-8, -16], front: [6, 14] }, rotation: 78 },
  flying: { view: 'front', arms: { back: [-22, -12], front: [150, 166] }, legs: { back: [-4, -12], front: [4, -4] }, rotation: 62, lift: 30 },
  dancing: { view: 'front', arms: { back: [-95, -120], front: [150, 172] }, legs: { back: [-6, -2], front: [55, -20] }, lean: -4 },
  hugging: { view: 'front', arms: { back: [-55, 55], front: [55, -55] }, legs: { back: [-4, -2], front: [4, 2] } },
  // Up a ladder, seen from the front: both hands up on the rails above the shoulders, one foot on a rung
  // and the other knee raised to step up (arms up and out in a V, the hands missed the rails).
  climbing: { view: 'front', arms: { back: [-104, -178], front: [104, 178] }, legs: { back: [-2, 0], front: [42, -18] } },
  // Up a ladder fetching something down: the far fist on a rail beside the head, the near arm stretched out to it.
  'reaching-up': { view: 'front', arms: { back: [-104, -178], front: [100, 120] }, legs: { back: [-2, 0], front: [42, -18] } },
  // Hugging someone beside: turned to them, the near arm over their shoulder, the far one down out of sight behind the body.
  embracing: { view: 'turned', arms: { back: [8, 18], front: [96, 112] }, legs: { back: [-4, -2], front: [4, 2] } },
  // Two side by side, facing out, hugging: the inner arm round the other's waist, or over the other's
  // shoulders, each disappearing behind the other's back; the heads lean together, the outer arm hangs.
  'hugging-waist': { view: 'front', arms: { back: [-20, -10], front: [64, 86] }, legs: { back: [-4, -2], front: [4, 2] }, headTilt: 8 },
  'hugging-shoulders': { view: 'front', arms: { back: [-20, -10], front: [100, 96] }, legs: { back: [-4, -2], front: [4, 2] }, headTilt: 8 },
  // A load held in front of the tummy by its sides, a hand at each lower corner (forearms folded in under it, the
  // hands met in a knot below a box that seemed to float over them).
  carrying: { view: 'front', arms: { back: [-16, 18], front: [16, -18] }, legs: { back: [-8, -3], front: [8, 3] }, lean: -3, propHand: 'between' },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof BIPED_POSE_TABLE;
export const BIPED_POSES: Record<PoseName, Pose> = BIPED_POSE_TABLE;
export const POSE_NAMES = Object.keys(BIPED_POSES) as PoseName[];

/**
 * Short legs (a critter's, a bird's) hide under a round body in the shared poses: these bodies sit
 * like a teddy, legs straight out in front, and walk with a longer, lifted step.
 */
export const SHORT_LEGGED_POSES: Partial<Record<PoseName, Partial<Pose>>> = {
  // Sat like a teddy, facing out: the legs splayed forward and apart with the soles to the viewer, the arms
  // down at the sides. Seen from the side, the near leg lay over the tummy and the arms over it: a tangle.
  sitting: { view: 'front', arms: { back: [-34, -24], front: [34, 24] }, legs: { back: [-52, -52], front: [52, 52] }, lean: 0, legsToViewer: true },
  // Upright, seen from the side, mid-stride: the far foot stepping out ahead of the tummy and the near one pushing off
  // behind it, the near arm swinging forward clear of the tummy, opposite the near leg. (Drawn over the tummy, an arm
  // swung back crossed it like a stick; the near foot stepping ahead under the tummy with the far one just behind read
  // as barely a stride, round 14; the near thigh raised near level read as a crouch.)
  walking: { arms: { back: [-40, -30], front: [40, 58] }, legs: { back: [50, 34], front: [-42, -44] }, lean: 2 },
  // Up on a seat (a sheet's stump) facing out, knees at us and the shins hanging off its front edge, the hands resting
  // on the seat beside the hips, the head cocked. (Seen from the side, short thighs, two feet and the paws on the
  // seat piled into one knot of balls; with the legs pointing at us as round soles they read as two balls, round 11.)
  // The shins hang long from under the knees down the seat's front, so knee, shin and foot show apart: at a person's
  // share, the round knee sat right on the foot and round 15 saw "two balls stacked over the feet".
  perched: { view: 'front', arms: { back: [-56, -40], front: [56, 40] }, legs: { back: [0, -8], front: [0, 8] }, shinReach: 1.5, lean: 0, headTilt: 12, kneesToViewer: true, isSeated: true },
  // A rod held out ahead in both paws, as at work with a tool: short arms bent down over a round tummy to its butt lay on
  // it as a boomerang.
  fishing: { arms: { back: [44, 84], front: [58, 92] } },
  // Short arms reach up beside a big head without clamping it; spread wide, the jump looked like the teddy sit.
  jumping: { arms: { back: [-128, -146], front: [128, 146] } },
  // Asleep lying on the tummy seen from the side, like a puppy: the body long along the ground, the head at
  // the front with the chin on the forepaws, the hind legs folded under with the feet showing behind, the
  // tail trailing. On the back with the legs under a blanket it was a striped box with two arms on it.
  sleeping: { view: 'turned', arms: { back: [130, 174], front: [122, 170] }, legs: { back: [104, 6], front: [116, 16] }, rotation: 90, headTilt: -84, isTuckedIn: false, isHeadOnPaws: true },
};

/**
 * Four-legged figures (horse, unicorn) always stand side on: `arms` are the front legs, `legs` the
 * hind legs; `headTilt` lowers the neck. Poses a horse cannot do fall back to the nearest it can.
 */
export const QUADRUPED_POSES: Record<PoseName, Pose> = {
  standing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  'holding-hands': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  guarding: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  side: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  // Head down to the grass, the forelegs a little apart so the head hangs between clear of them.
  grazing: { view: 'turned', arms: { back: [-10, -4], front: [10, 4] }, legs: { back: [-8, 10], front: [-16, 6] }, isHeadDown: true },
  // Sliding on all fours: legs braced out front and back.
  sliding: { view: 'turned', arms: { back: [40, 30], front: [52, 40] }, legs: { back: [-36, -30], front: [-46, -40] }, headTilt: -6 },
  waving: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  singing: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  reaching: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  'holding-up': { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  juggling: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  tossing: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -8 },
  balancing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  bowing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  gliding: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  kneeling: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, isHeadDown: true },
  sweeping: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  drinking: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, isHeadDown: true },
  skiing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  hopping: { view: 'turned', arms: { back: [74, -26], front: [92, -10] }, legs: { back: [-22, -34], front: [-8, -18] }, lean: -34, lift: 18 },
  'playing-piano': { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  writing: { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  skipping: { view: 'turned', arms: { back: [74, -26], front: [92, -10] }, legs: { back: [-22, -34], front: [-8, -18] }, lean: -34, lift: 18 },
  stargazing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: -24, expression: 'gazingUp' },
  // A stride in diagonal pairs: the near front leg stepping ahead with its hoof lifted, the near hind
  // leg pushing off behind, the far legs near upright under the shoulder and hip, so no two legs cross or
  // meet (angled towards each other, the far legs overlapped under the belly with their hooves together; the near
  // foreleg only a little forward, it read as standing flipped; its hoof folded back beside the far one closed a sliver).
  walking: { view: 'turned', arms: { back: [-12, -4], front: [64, 14] }, legs: { back: [8, 4], front: [-38, -20] }, headTilt: -4 },
  // A gallop's moment of reach: the near legs stretched out front and back, the far ones swept under the belly
  // towards each other, so no two legs cross (the far legs alongside the near ones crossed them, their overlaps
  // a tangle of slivers).
  running: { view: 'turned', arms: { back: [30, -60], front: [62, 40] }, legs: { back: [-5, 35], front: [-38, -70] }, lift: 6, headTilt: 12 },
  // A leap up and over: nose high, front legs folded up under the chest, hind legs straight down and back
  // pushing off, apart so no sliver shows between them (a gallop runs level, its legs reaching out).
  jumping: { view: 'turned', arms: { back: [74, -26], front: [92, -10] }, legs: { back: [-22, -34], front: [-8, -18] }, lean: -34, lift: 18 },
  // Stretched out over what it clears: forelegs reaching ahead, hind legs kicked out behind (reared up, it stood at the log).
  leaping: { view: 'turned', arms: { back: [60, 96], front: [50, 84] }, legs: { back: [-60, -40], front: [-44, -24] }, lean: -10, lift: 16 },
  // Lying down: front legs folded along the ground ahead of the chest, hind legs tucked out of sight under the body.
  sitting: { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  perched: { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  'sitting-in-a-row': { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  swinging: { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  // A sitting four-legged figure already lies on the ground (draw-figure draws its kind's own sitting).
  'sitting-on-ground': { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  holding: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  // On four legs a snack is held up in a front paw, as a thing is held.
  eating: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  examining: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  stirring: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  reading: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 20 },
  'reading-together': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 20 },
  'reading-kneeling': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 20 },
  // Reading a bedtime story ("a bear reading a bedtime story"): four legs cannot sit on the chair, so it lies down
  // beside the bed as when sitting, its head up to the book, not dropped to the ground as asleep.
  'reading-seated': { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true },
  using: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  posting: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  fishing: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  painting: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  rolling: { view: 'turned', arms: { back: [-4, 0], front: [78, 120] }, legs: { back: [-8, 10], front: [-16, 6] }, propHand: 'front' },
  // Asleep lying down, unlike resting (sitting) with the head up: the neck stretched forward and the chin on the ground.
  sleeping: { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true, headTilt: 20, neckDrop: 38, expression: 'sleeping' },
  'tucked-in': { view: 'turned', arms: { back: [80, 90], front: [80, 90] }, legs: { back: [90, 90], front: [90, 90] }, isSeated: true, headTilt: 20, neckDrop: 38, expression: 'sleeping' },
  riding: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  seesawing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  cycling: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  driving: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  scooting: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  throwing: { view: 'turned', arms: { back: [-4, 0], front: [72, 8] }, legs: { back: [-8, 10], front: [-16, 6] } },
  kicking: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-60, -70], front: [-5, 0] }, headTilt: 10 },
  swimming: { view: 'turned', arms: { back: [50, 20], front: [-20, -10] }, legs: { back: [-40, -20], front: [30, 10] } },
  flying: { view: 'turned', arms: { back: [70, 150], front: [80, 160] }, legs: { back: [-62, -80], front: [-72, -90] }, lift: 30 },
  // Dancing reared up on the hind legs, one foreleg raised high and the other curled.
  dancing: { view: 'turned', arms: { back: [60, -20], front: [88, 12] }, legs: { back: [14, 4], front: [-6, 2] }, lean: -38, headTilt: -18 },
  hugging: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 15 },
  embracing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 15 },
  'hugging-waist': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 15 },
  'hugging-shoulders': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] }, headTilt: 15 },
  climbing: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  'reaching-up': { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
  carrying: { view: 'turned', arms: { back: [-4, 0], front: [5, 0] }, legs: { back: [-8, 10], front: [-16, 6] } },
};
