import { BIPED_POSES, type Pose, type PoseName } from './poses';

/**
 * Who a figure can be: one small entry per kind. Sizes are in figure units (a child stands about
 * 100 tall); the names of ears, snouts, tails and wings refer to the drawers in head.ts and body.ts.
 */

export type HeadShape = 'round' | 'wide' | 'box' | 'bulb';
export type TorsoShape = 'shirt' | 'round' | 'egg' | 'box' | 'hidden';
export type Ears = 'none' | 'human' | 'round' | 'big-round' | 'small-round' | 'pointed' | 'fox' | 'long' | 'floppy' | 'side' | 'pig' | 'tufts' | 'bolts' | 'horse' | 'cow';
export type Snout = 'none' | 'human' | 'muzzle' | 'lion' | 'lioness' | 'pointed' | 'small-nose' | 'pig' | 'beak' | 'bill' | 'big-muzzle' | 'robot' | 'horse' | 'cow' | 'dragon' | 'mouse';
export type Tail = 'none' | 'bushy' | 'thin' | 'wag' | 'curl' | 'pompom' | 'stub' | 'tuft' | 'spiky' | 'feathers' | 'horse';
export type Hand = 'mitten' | 'paw' | 'wing' | 'flipper' | 'tentacle' | 'claw' | 'hoof';
export type Foot = 'shoe' | 'paw' | 'webbed' | 'talon' | 'tentacle' | 'hoof' | 'boot' | 'fish-tail';
export type HeadExtra = 'wrinkles' | 'mane' | 'horn' | 'horns' | 'antenna' | 'antennae' | 'eye-patches' | 'face-disc' | 'face-mask' | 'spikes' | 'flowing-mane' | 'whiskers' | 'forelock' | 'face-patch' | 'antlers' | 'dragon-horns' | 'frill' | 'triceratops-frill';
export type BodyExtra = 'belly' | 'plated-belly' | 'shell' | 'bat-wings' | 'chest-panel' | 'tentacles' | 'back-spikes' | 'feather-marks' | 'tuxedo' | 'spots' | 'udder' | 'one-body' | 'feathered-wings';

export interface BodyPlan {
  /** Two legs standing up, or four on the ground (horse, unicorn). */
  stance: 'biped' | 'quadruped';
  headRx: number;
  headRy: number;
  headShape: HeadShape;
  neck: number;
  torsoLength: number;
  torsoWidth: number;
  torsoShape: TorsoShape;
  armLength: number;
  armRadius: number;
  legLength: number;
  legRadius: number;
  hand: Hand;
  foot: Foot;
  /** Eye radius as a share of the head's width. */
  eyeSize: number;
}

export interface FigureKind {
  plan: BodyPlan;
  ears: Ears;
  snout: Snout;
  tail: Tail;
  headExtras: HeadExtra[];
  bodyExtras: BodyExtra[];
  /** People wear hair and clothes; creatures wear only what the words give them. */
  isPerson: boolean;
  /** Riders sit on its back (a `saddle` anchor). */
  isRideable?: boolean;
  /** The four-legged kind it is drawn as when ridden (a dragon carries its rider on all fours). */
  steed?: string;
  /** Words that name this kind; the first creature word of a description wins. */
  words: string[];
  /** The icon that says what kind of thing it is when no icon shows it (a triceratops is a dinosaur): the figure is drawn. */
  icon?: string;
  /** Where this kind does a pose its own way (a bird settles down to sit), changes to the shared pose. */
  poses?: Partial<Record<PoseName, Partial<Pose>>>;
}

const CHILD: BodyPlan = {
  stance: 'biped',
  headRx: 16,
  headRy: 17,
  headShape: 'round',
  neck: 2,
  torsoLength: 27,
  torsoWidth: 24,
  torsoShape: 'shirt',
  armLength: 25,
  armRadius: 3.4,
  legLength: 29,
  legRadius: 3.9,
  hand: 'mitten',
  foot: 'shoe',
  eyeSize: 0.16,
};
const ADULT: BodyPlan = { ...CHILD, headRx: 12.5, headRy: 13.5, neck: 4, torsoLength: 34, torsoWidth: 27, armLength: 36, armRadius: 3.8, legLength: 44, legRadius: 4.4, eyeSize: 0.15 };
const GRANDPARENT: BodyPlan = { ...ADULT, headRx: 13.5, headRy: 14.5, torsoWidth: 29, legLength: 40 };
/** A baby: a big round head on no neck, a short plump body and short chubby limbs, half a child's height. */
const BABY: BodyPlan = { ...CHILD, headRx: 15, headRy: 15, neck: 0, torsoLength: 18, torsoWidth: 23, armLength: 15, armRadius: 3.8, legLength: 14, legRadius: 4.4, eyeSize: 0.17 };
/** A picture-book animal standing up: big head, round body, short limbs. */
const CRITTER: BodyPlan = {
  stance: 'biped',
  headRx: 18,
  headRy: 16.5,
  headShape: 'wide',
  neck: 0,
  torsoLength: 28,
  torsoWidth: 28,
  torsoShape: 'round',
  armLength: 21,
  armRadius: 4,
  legLength: 20,
  legRadius: 5,
  hand: 'paw',
  foot: 'paw',
  eyeSize: 0.15,
};
const BIRD: BodyPlan = { ...CRITTER, headRx: 17, headRy: 16, torsoLength: 34, torsoWidth: 34, torsoShape: 'egg', armLength: 24, armRadius: 5, legLength: 10, legRadius: 3, hand: 'wing', foot: 'webbed', eyeSize: 0.2 };
const HORSE: BodyPlan = {
  stance: 'quadruped',
  headRx: 13,
  headRy: 13.5,
  headShape: 'round',
  // A long neck rising from the chest lifts the head well clear of the back and a rider's hands: shorter, the
  // head sat on the body like a ball on a blob. A barrel longer than it is deep, not a round bean.
  neck: 34,
  torsoLength: 46,
  torsoWidth: 23,
  torsoShape: 'round',
  armLength: 30,
  armRadius: 5,
  legLength: 30,
  legRadius: 5.2,
  hand: 'hoof',
  foot: 'hoof',
  eyeSize: 0.2,
};

/**
 * A picture-book unicorn: a rounded barrel nearly half as deep as it is long on legs as long as it is deep, and a
 * slightly smaller head (round 12 read the horse's slim barrel as "a thin tube body" and its head as too large).
 */
const UNICORN: BodyPlan = { ...HORSE, headRx: 12.2, headRy: 12.6, neck: 35, torsoLength: 47, torsoWidth: 29 };

/**
 * Horses and unicorns: lying down with the near foreleg folded, its knee ahead of the chest, and the
 * far one stretched out along the ground (both stretched straight out read as a plank); rearing up to dance with the hind hooves under the body
 * and both forelegs folded high (a body tipped back over straight legs looked like stumbling).
 */
const HORSE_POSES: FigureKind['poses'] = {
  // Standing square, each hind leg angled back to the hock and down to the hoof: straight posts read as a table.
  standing: { arms: { back: [-6, -2], front: [6, 0] }, legs: { back: [-18, 12], front: [-30, 8] } },
  riding: { arms: { back: [-6, -2], front: [6, 0] }, legs: { back: [-18, 12], front: [-30, 8] } },
  // Walking, a clear stride: the near foreleg lifted with its knee bent and the hoof tucked back under it, the far hind
  // leg (its diagonal) stepping forward and the near one pushed back. One foreleg reaching out over three straight legs
  // was nearly the standing pose (round 15).
  walking: { arms: { back: [-10, -6], front: [82, -16] }, legs: { back: [26, 8], front: [-34, -14] }, headTilt: -4 },
  sitting: { arms: { back: [84, 84], front: [66, -84] }, legs: { back: [90, 90], front: [80, -76] } },
  // Asleep, the long neck lowered less than a short one, so the chin rests on the ground instead of sinking under it, and
  // the near foreleg stretched out ahead along the ground under it: folded as resting, the two lying bodies were the same (round 13).
  sleeping: { arms: { back: [84, 84], front: [80, 86] }, legs: { back: [90, 90], front: [80, -76] }, neckDrop: 22 },
  // A leap with the neck raised over the forelegs tucked up under the chest, one higher than the other, and the hind
  // legs stretched out behind: tipped up steeply over both pairs drawn alike, the body was "a stretched diagonal stick
  // with stacked forelegs" (round 12).
  jumping: { arms: { back: [60, -40], front: [104, -6] }, legs: { back: [-36, -50], front: [-20, -34] }, lean: -28, headTilt: -14 },
  // Dancing, a prance on the hind legs, one stepping ahead of the other, the front hooves raised playfully at two
  // heights: reared straight up with both forelegs folded alike it read as rearing (round 12).
  dancing: { arms: { back: [88, 56], front: [132, 74] }, legs: { back: [30, 4], front: [-12, -4] }, lean: -38, headTilt: -34 },
};

/**
 * A dog's or cat's leap, stretched out: forelegs reaching ahead, hind legs kicked out behind, the body
 * only a little tipped up (folded under the chin and reared up, it read as a sausage standing on end). Each pair
 * reaches out straight and together, the far leg just above the near one so both paws show: the hind legs apart, one
 * kicked level behind the rump and one down, read as "a lunge or a stretch", and forelegs bent down under the chest as
 * socks (rounds 13 and 14).
 */
const PET_LEAP: Partial<Pose> = { arms: { back: [74, 74], front: [56, 56] }, legs: { back: [-88, -98], front: [-60, -70] }, lean: -18, lift: 16 };

/**
 * A dog or cat lying with its forelegs stretched out level along the ground under its chin: held a little up, the
 * near foreleg's top line met the head's underside at a shallow angle and closed into a black wedge.
 */
const PET_LYING_DOWN: Partial<Pose> = { arms: { back: [80, 90], front: [90, 96] } };

/** A dog's head thrown well back, its muzzle up at the sky (howling at the moon): tipped back a little, it looked level. */
const PET_MUZZLE_RAISED: Partial<Pose> = { headTilt: -42 };

/**
 * A cow's leap over the moon: the near foreleg tucked up ahead and the far one reaching down, the far hind leg further
 * back than the near one. With the leap's legs in pairs, each pair overlapped as one leg with two hooves side by side
 * and its outlines stepped where they crossed (judging 21).
 */
const COW_LEAP: Partial<Pose> = { arms: { back: [62, 0], front: [104, 44] }, legs: { back: [-40, -34], front: [-12, -8] } };

const SCARECROW_ON_POLE: Partial<Pose> = { view: 'front', arms: { back: [-86, -92], front: [86, 92] }, legs: { back: [-3, -1], front: [3, 1] }, lift: 14, openHand: undefined };
const BABY_SITTING: Partial<Pose> = { view: 'front', arms: { back: [-50, -100], front: [50, 100] }, legs: { back: [-55, -55], front: [55, 55] }, lean: 0, legsToViewer: true, isSeated: false };

/** A cow's and a calf's build: a long deep body on a horse's legs, a round head on a short neck. */
const COW: BodyPlan = { ...HORSE, headRx: 15, headRy: 13.5, neck: 8, torsoLength: 46, torsoWidth: 29, legLength: 24, legRadius: 5.6, eyeSize: 0.15 };
/** A dog or cat on all fours: a barrel body on short legs, a big round head on a short neck. */
const PET: BodyPlan = { ...HORSE, headRx: 15, headRy: 14, neck: 9, torsoLength: 36, torsoWidth: 23, armLength: 20, legLength: 20, legRadius: 4.6, hand: 'paw', foot: 'paw', eyeSize: 0.16 };

/**
 * An owl asleep in bed leans its head back into the pillow, so what it wears on its head (a graduation cap's wide
 * board) tips up away from the blanket: upright, the board's corner lay over the blanket's edge.
 */
const OWL_ASLEEP_HEAD_TILT = 72;

const person = (plan: BodyPlan, words: string[]): FigureKind => ({ plan, ears: 'human', snout: 'human', tail: 'none', headExtras: [], bodyExtras: [], isPerson: true, words });
const withExtras = (kind: FigureKind, headExtras: HeadExtra[]): FigureKind => ({ ...kind, headExtras });
const withPoses = (kind: FigureKind, poses: NonNullable<FigureKind['poses']>): FigureKind => ({ ...kind, poses });
const creature = (plan: BodyPlan, features: Omit<FigureKind, 'plan' | 'isPerson'>): FigureKind => ({ plan, isPerson: false, ...features });

export const FIGURE_KINDS = {
  child: person(CHILD, ['child', 'kid', 'girl', 'boy', 'toddler', 'student', 'princess', 'prince', 'ballerina', 'person', 'friend', 'son', 'daughter', 'brother', 'sister']),
  // Up on its pole, arms stretched out along the crossbar and boots dangling clear of the ground, whatever it is doing.
  scarecrow: withPoses(person(ADULT, ['scarecrow', 'scarecrows']), { standing: SCARECROW_ON_POLE, waving: SCARECROW_ON_POLE, holding: SCARECROW_ON_POLE }),
  // A baby cannot stand: alone or beside others it sits like a teddy facing out, legs splayed forward with the soles to
  // us, arms up and out (stood up, it read as a short child).
  baby: withPoses(person(BABY, ['baby', 'babies', 'infant', 'newborn']), {
    standing: BABY_SITTING,
    waving: BABY_SITTING,
    holding: BABY_SITTING,
    'reading-together': BABY_SITTING,
  }),
  adult: person(ADULT, ['man', 'woman', 'adult', 'mom', 'mother', 'mum', 'dad', 'father', 'teacher', 'lady', 'gentleman', 'aunt', 'uncle', 'king', 'queen', 'santa']),
  grandparent: withExtras(person(GRANDPARENT, ['grandpa', 'grandma', 'grandfather', 'grandmother', 'granny', 'grandad', 'granddad', 'nana', 'grandparent', 'elder']), ['wrinkles']),
  // A fish's tail instead of legs, ending in a fin, longer than a child's legs and under a smaller head, so she reads as
  // a girl, not a round-headed boy. She swims seen from the front, tipped a little ahead: her face to us framed by her
  // long hair, the near arm reaching out ahead and the far one swept back and down, the shells on her chest and the
  // tail swept back from her hips to the fin. (Seen from the side, round 13 saw one arm, her hair streaming out behind
  // as a shark, and the shells on her side.)
  mermaid: withPoses(person({ ...CHILD, headRx: 14.5, headRy: 15.5, foot: 'fish-tail', legLength: 52 }, ['mermaid', 'merman', 'mermaids']), {
    swimming: { view: 'front', arms: { back: [-60, -35], front: [140, 125] }, legs: { back: [-10, -75], front: [-10, -75] }, rotation: 25 },
  }),
  bear: creature(CRITTER, { ears: 'round', snout: 'muzzle', tail: 'stub', headExtras: [], bodyExtras: ['belly'], words: ['bear', 'teddy', 'grizzly'] }),
  fox: creature(
    { ...CRITTER, torsoWidth: 24 },
    {
      ears: 'fox',
      snout: 'pointed',
      tail: 'bushy',
      headExtras: [],
      bodyExtras: ['belly'],
      words: ['fox'],
      // Waving with the paw held up out beside the big ears, clear of the face (raised as a person waves, the short arm
      // put the paw over the cheek).
      poses: { waving: { arms: { back: [-14, -6], front: [112, 138] } } },
    },
  ),
  // Dogs and cats go on all fours, side on, with the round picture-book head they would have standing up.
  cat: creature(PET, { ears: 'pointed', snout: 'small-nose', tail: 'thin', headExtras: ['whiskers'], bodyExtras: [], words: ['cat', 'kitten', 'kitty', 'tiger'], poses: { jumping: PET_LEAP, sitting: PET_LYING_DOWN } }),
  dog: creature({ ...PET, headShape: 'wide', torsoWidth: 25 }, { ears: 'floppy', snout: 'muzzle', tail: 'wag', headExtras: [], bodyExtras: [], words: ['dog', 'puppy', 'pup', 'doggy'], poses: { jumping: PET_LEAP, sitting: PET_LYING_DOWN, stargazing: PET_MUZZLE_RAISED } }),
  bunny: creature({ ...CRITTER, torsoWidth: 25 }, { ears: 'long', snout: 'small-nose', tail: 'pompom', headExtras: ['whiskers'], bodyExtras: ['belly'], words: ['bunny', 'rabbit', 'hare'] }),
  mouse: creature({ ...CRITTER, torsoWidth: 23 }, { ears: 'big-round', snout: 'small-nose', tail: 'thin', headExtras: ['whiskers'], bodyExtras: ['belly'], words: ['mouse', 'rat', 'hamster'] }),
  // A mouse as an animal, not a storybook character (chased by a cat): on all fours, a pointed whiskered snout, round ears
  // and a thin tail. Stood up with big ears and a curled tail, the mouse a cat chased read as a monkey (cold judging).
  'field-mouse': creature({ ...PET, headRx: 13, headRy: 12, neck: 6, torsoLength: 34, torsoWidth: 21, legLength: 12, legRadius: 4 }, { ears: 'big-round', snout: 'mouse', tail: 'thin', headExtras: [], bodyExtras: [], words: [] }),
  // Big round head with ear tufts and a heart-shaped face, a short plump body on talons; it sits
  // settled back on its tail feathers, talons out in front.
  owl: creature(
    { ...BIRD, headRx: 19, headRy: 17, torsoLength: 26, torsoWidth: 34, armLength: 21, legLength: 10, legRadius: 2.8, foot: 'talon', eyeSize: 0.19 },
    {
      ears: 'tufts',
      snout: 'beak',
      tail: 'feathers',
      headExtras: ['face-disc'],
      bodyExtras: ['belly', 'feather-marks', 'one-body'],
      words: ['owl'],
      poses: {
        // A hop, and in a scene flight: the wings spread straight out to the sides, wider than the owl
        // is tall, talons tucked under (wings raised forward like mittens, it hung rather than flew).
        jumping: { arms: { back: [-106, -112], front: [106, 112] }, legs: { back: [-18, -8], front: [18, 8] } },
        // Settled down on its tail feathers facing out, talons peeking out at both sides of its round tummy,
        // wings folded over it (seen from the side, its wing and talons crumpled together).
        sitting: { arms: { back: [-8, 30], front: [8, -30] }, legs: { back: [-96, -96], front: [96, 96] }, headTilt: 12 },
        // Asleep tucked into bed on its back like a child: lying on its tummy, its wings and tail feathers
        // fanned up into a heap.
        sleeping: { ...BIPED_POSES.sleeping, isHeadOnPaws: false, headTilt: OWL_ASLEEP_HEAD_TILT },
        'tucked-in': { headTilt: OWL_ASLEEP_HEAD_TILT },
        // Reading beside a friend, the big head stays upright and only the eyes look down: bowed at a person's tilt its
        // cap's board swung down across the brow, and even a little tilt left the cap askew as if floating (round 12).
        'reading-together': { headTilt: 0 },
        // Folded wings hang along the flanks, their tips in by the talons, the feathered tummy between them.
        standing: { arms: { back: [-16, 4], front: [16, -4] } },
        // A waddle seen from the front: rocked over onto one talon, the other lifted off the ground out to the side,
        // wings held out wide for balance, so it is not the standing drawing (round 12). Side on, the short legs' two
        // talons overlapped under the round body in a jumble of toes, and the near wing lay across the belly.
        walking: { view: 'front', arms: { back: [-70, -58], front: [66, 54] }, legs: { back: [-6, -4], front: [90, 70] }, lean: -12, headTilt: 8 },
      },
    },
  ),
  // Smaller-headed and taller than an owl, a white face and a long white front, on short legs that hardly
  // show under the body (long ones read as a person in a penguin suit).
  penguin: creature(
    { ...BIRD, hand: 'flipper', headShape: 'bulb', headRx: 14.5, headRy: 14.5, torsoLength: 36, torsoWidth: 31, legLength: 9, legRadius: 3.4, eyeSize: 0.15 },
    {
      ears: 'none',
      snout: 'bill',
      tail: 'none',
      headExtras: ['face-patch'],
      bodyExtras: ['tuxedo'],
      words: ['penguin'],
      poses: {
        // Flippers held a little out from the sides, so they show past the body they grow from behind.
        standing: { arms: { back: [-28, -20], front: [28, 20] } },
        // Waving, the other flipper held out from the side too: hung down along the body, the white between them
        // pinched into a jagged stroke (round 12). The waving flipper high over the shoulder and the body tipped away
        // from it, so the wave is not the standing drawing with one flipper moved (round 12).
        waving: { arms: { back: [-34, -26], front: [140, 168] }, lean: -6, headTilt: 6 },
        // A waddle seen from the front: rocked over onto one flat foot, the other lifted off the ground out to the
        // side, flippers out for balance (side on, short legs at a walk's angles left both feet overlapping under it).
        // Rocked well over, the flipper on the lifted foot's side swung out level and the other down by the side: with
        // both flippers out alike and the foot barely up, round 15 saw the standing drawing again.
        walking: { view: 'front', arms: { back: [-30, -20], front: [92, 70] }, legs: { back: [-8, -6], front: [110, 96] }, lean: -18, headTilt: 12 },
        // Sat on its bottom on a seat facing out, the big flat feet out in front at its corners, soles to us: legs too
        // short for a lap and shins, knees at us showed as two balls on the feet, and hung down off the edge the feet
        // stood on the seat and it read as standing (round 12).
        perched: { legs: { back: [-84, -84], front: [84, 84] }, kneesToViewer: false, legsToViewer: true },
        // Asleep on its tummy, the short legs stretched straight back along the ground behind it.
        sleeping: { legs: { back: [94, 86], front: [100, 92] } },
        // A belly slide side on: the white front along the ice, the chest a little raised and the head upright looking
        // ahead, the flippers swept back up clear of the belly, the feet trailing behind. Flat on the front with the
        // flippers along its side and the head bowed, round 12 saw it from the back: no white belly, head, flippers and
        // feet piled up separately. The far flipper lies back along the body, hidden behind it: swept up clear of the
        // back it stood up like a fin (round 15: "less like the same bird"), and lower it left slivers along the back.
        sliding: { arms: { back: [-8, -10], front: [-40, -44] }, legs: { back: [-24, -28], front: [-10, -14] }, headTilt: -90, rotation: 84 },
        // Sat down on its tail end, rocked back, both feet out in front.
        sitting: { view: 'turned', legsToViewer: false, arms: { back: [-20, -10], front: [-12, -4] }, legs: { back: [66, 70], front: [100, 102] }, lean: -12 },
      },
    },
  ),
  pig: creature(CRITTER, { ears: 'pig', snout: 'pig', tail: 'curl', headExtras: [], bodyExtras: ['belly'], words: ['pig', 'piglet', 'piggy'] }),
  lion: creature(CRITTER, { ears: 'none', snout: 'lion', tail: 'tuft', headExtras: ['mane'], bodyExtras: ['belly'], words: ['lion'] }),
  // A lioness and a cub have no mane (with one, a lion and her cub read as a father and son). Stood up with a lion's
  // round cheeks, round ears and a teddy's belly they read as teddy bears (judging 21): a big cat on all fours, a long
  // body and a tufted tail, a cat's long muzzle and small ears set high.
  lioness: creature({ ...PET, headShape: 'wide', headRx: 12, headRy: 13, torsoLength: 40, legLength: 22 }, { ears: 'small-round', snout: 'lioness', tail: 'tuft', headExtras: [], bodyExtras: [], words: ['lioness'], icon: 'lion' }),
  // A maned lion's cub stands up beside him as he does: on all fours, it nuzzled into his legs.
  'lion-cub': creature(CRITTER, { ears: 'round', snout: 'lion', tail: 'tuft', headExtras: [], bodyExtras: ['belly'], words: [] }),
  panda: creature(CRITTER, { ears: 'round', snout: 'muzzle', tail: 'stub', headExtras: ['eye-patches'], bodyExtras: ['belly'], words: ['panda'] }),
  monkey: creature({ ...CRITTER, torsoWidth: 24, armLength: 25 }, { ears: 'side', snout: 'muzzle', tail: 'thin', headExtras: ['face-mask'], bodyExtras: ['belly'], words: ['monkey', 'chimp', 'ape', 'gorilla'] }),
  // A troop's monkey, drawn half the lone one's size along one bough: a plain big muzzle, no face mask or belly, whose
  // rings round the eyes and muzzle thinned to white slivers too narrow to colour at that size.
  'troop-monkey': creature({ ...CRITTER, torsoWidth: 24, armLength: 25 }, { ears: 'side', snout: 'big-muzzle', tail: 'none', headExtras: [], bodyExtras: [], words: [] }),
  koala: creature(CRITTER, { ears: 'big-round', snout: 'big-muzzle', tail: 'none', headExtras: [], bodyExtras: ['belly'], words: ['koala'] }),
  turtle: creature({ ...CRITTER, torsoWidth: 32 }, { ears: 'none', snout: 'none', tail: 'stub', headExtras: [], bodyExtras: ['shell'], words: ['turtle', 'tortoise'] }),
  octopus: creature(
    { ...CRITTER, headRx: 22, headRy: 24, headShape: 'bulb', torsoShape: 'hidden', torsoLength: 6, legLength: 24, legRadius: 4, armLength: 26, hand: 'tentacle', foot: 'tentacle' },
    { ears: 'none', snout: 'none', tail: 'none', headExtras: [], bodyExtras: ['tentacles'], words: ['octopus', 'squid'] },
  ),
  dragon: creature(CRITTER, {
    ears: 'none',
    snout: 'dragon',
    tail: 'spiky',
    headExtras: ['dragon-horns', 'frill'],
    bodyExtras: ['plated-belly', 'bat-wings'],
    steed: 'dragon-steed',
    words: ['dragon'],
    // Walking, the near arm bends up ahead with the paw clear of the belly and the far one stays behind the body:
    // swung lower, the near arm lay across the belly and the far paw floated by the tail (round 12).
    poses: {
      walking: { arms: { back: [-12, -4], front: [66, 118] } },
      // Asleep on its tummy: the far hind leg folded right behind the near one and the forepaws reaching ahead under the
      // chin (the legs folded at different angles stacked into blobs, round 12).
      sleeping: { arms: { back: [150, 176], front: [140, 172] }, legs: { back: [112, 14], front: [112, 14] } },
    },
  }),
  // A dragon on all fours, side on, for riding: long snout, horns, a wing over its back, a spaded tail.
  'dragon-steed': creature(
    { ...HORSE, headRx: 12, headRy: 11, neck: 27, torsoLength: 44, torsoWidth: 28, legLength: 26, legRadius: 5.6, hand: 'paw', foot: 'paw', eyeSize: 0.2 },
    {
      ears: 'none',
      snout: 'big-muzzle',
      tail: 'spiky',
      headExtras: ['horns'],
      bodyExtras: ['bat-wings'],
      isRideable: true,
      words: [],
      // In flight the legs show: forelegs stretched ahead, hind legs streaming back, not folded out of sight under the belly.
      poses: { flying: { arms: { back: [62, 40], front: [76, 52] }, legs: { back: [-58, -40], front: [-70, -52] } } },
    },
  ),
  // On four stout legs, a big head with a bony frill behind it, two long horns over the eyes and one on the nose, a thick
  // tail: the frill and three horns are what say triceratops (the two-legged dinosaur is a T. rex).
  triceratops: creature(
    { ...HORSE, headRx: 16, headRy: 14, neck: 10, torsoLength: 52, torsoWidth: 36, armLength: 20, armRadius: 6.5, legLength: 21, legRadius: 7.2, hand: 'paw', foot: 'paw', eyeSize: 0.2 },
    { ears: 'none', snout: 'dragon', tail: 'spiky', headExtras: ['triceratops-frill'], bodyExtras: [], words: ['triceratops'], icon: 't-rex' },
  ),
  dinosaur: creature({ ...CRITTER, legLength: 22, legRadius: 6 }, { ears: 'none', snout: 'big-muzzle', tail: 'spiky', headExtras: ['spikes'], bodyExtras: ['belly', 'back-spikes'], words: ['dinosaur', 'dino', 't-rex', 'trex', 'rex', 'stegosaurus'] }),
  robot: creature(
    { ...CRITTER, headShape: 'box', headRx: 17, headRy: 14, neck: 3, torsoShape: 'box', torsoWidth: 28, armRadius: 3.4, legRadius: 4.2, hand: 'claw', foot: 'boot', eyeSize: 0.19 },
    {
      ears: 'bolts',
      snout: 'robot',
      tail: 'none',
      headExtras: ['antenna'],
      bodyExtras: ['chest-panel'],
      words: ['robot', 'bot', 'android', 'cyborg'],
      poses: {
        // A robot marches: leaning into it, stiff straight arms swung high, the near one raised level ahead, clear
        // of its chest panel (swung lower, it cut across the panel; swung back, it crossed it the other way).
        walking: { arms: { back: [-52, -46], front: [98, 96] }, lean: 8 },
        // Asleep in bed, the box head lies tipped back on the pillow, its antenna towards the headboard: upright
        // like a person's, it stood on the mattress as if the robot were awake behind a flat body.
        'tucked-in': { headTilt: 58 },
        // Sat facing out, its box shins stay short under the knees: hanging long, knee, shin and boot stacked into three
        // blocks, a robot standing behind the stump.
        perched: { shinReach: 0.75 },
      },
    },
  ),
  alien: creature({ ...CRITTER, headRx: 20, headRy: 17, headShape: 'bulb', torsoWidth: 22, eyeSize: 0.24, hand: 'mitten', foot: 'paw' }, { ears: 'none', snout: 'none', tail: 'none', headExtras: ['antennae'], bodyExtras: ['belly'], words: ['alien', 'martian', 'monster'] }),
  // A cow on all fours: a long deep body patched with spots, an udder, hooves, a tufted tail, the round
  // picture-book head with a broad muzzle, ears sticking out sideways under short horns.
  cow: creature(
    COW,
    { ears: 'cow', snout: 'cow', tail: 'tuft', headExtras: ['horns'], bodyExtras: ['spots', 'udder'], words: ['cow'], poses: { jumping: COW_LEAP } },
  ),
  // A cow's young: no udder, and no horns to poke into its mother's chin where their faces meet.
  calf: creature(
    COW,
    { ears: 'cow', snout: 'cow', tail: 'tuft', headExtras: [], bodyExtras: ['spots'], words: ['calf'], poses: { jumping: COW_LEAP } },
  ),
  // A horse's build, slimmer and longer in the leg, with branching antlers instead of a mane and a short tail.
  reindeer: creature(
    { ...HORSE, headRx: 11.5, headRy: 11.5, neck: 20, torsoLength: 40, torsoWidth: 24, legLength: 32, legRadius: 4.4 },
    {
      ears: 'horse',
      snout: 'horse',
      tail: 'stub',
      headExtras: ['antlers'],
      bodyExtras: [],
      words: ['reindeer', 'deer'],
      // Flying in a sleigh's team at a gallop, the hind legs pushing off down and back bent at the hock, not stretched
      // out level behind (the leader's ran into the sleigh's front).
      poses: { running: { legs: { back: [-4, 26], front: [-28, 2] }, neckDrop: 24 } },
    },
  ),
  horse: creature(HORSE, { ears: 'horse', snout: 'horse', tail: 'horse', headExtras: ['forelock'], bodyExtras: [], isRideable: true, words: ['horse', 'pony', 'foal', 'stallion', 'mare'], poses: HORSE_POSES }),
  unicorn: creature(UNICORN, { ears: 'horse', snout: 'horse', tail: 'horse', headExtras: ['horn', 'flowing-mane'], bodyExtras: [], isRideable: true, words: ['unicorn'], poses: HORSE_POSES }),
  // A winged horse: the page was empty, no creature named "pegasus" (sweep of new words).
  pegasus: creature(HORSE, { ears: 'horse', snout: 'horse', tail: 'horse', headExtras: ['flowing-mane'], bodyExtras: ['feathered-wings'], isRideable: true, words: ['pegasus'], poses: HORSE_POSES, icon: 'horse' }),
  // A griffin: a lion's body on four paws with its tufted tail, an eagle's head with a hooked beak and ear tufts, and an
  // eagle's wings on its back (the page was an empty meadow, no creature named "griffin").
  griffin: creature(
    { ...PET, headRx: 14, headRy: 13.5, neck: 12, torsoLength: 40, torsoWidth: 25, legLength: 22, legRadius: 5, eyeSize: 0.18 },
    {
      ears: 'tufts',
      snout: 'beak',
      tail: 'tuft',
      headExtras: [],
      bodyExtras: ['feathered-wings'],
      isRideable: true,
      words: ['griffin', 'gryphon', 'griffon'],
      icon: 'eagle',
      // A leap, and in a scene flight, with the forelegs reaching ahead and the hind legs streaming back, the head raised
      // to look ahead: with the legs folded under it and tipped nose down, its beak pointed at the ground as if it dived.
      poses: { jumping: { arms: { back: [62, 40], front: [76, 52] }, legs: { back: [-6, -22], front: [-22, -34] }, headTilt: -18 } },
    },
  ),
} satisfies Record<string, FigureKind>;

export type FigureKindName = keyof typeof FIGURE_KINDS;
