import type { Detail } from '../motif-library';
import type { Point } from './prop-shapes';

/**
 * A thing no single icon draws well (a treehouse, a pirate ship, a sleigh with reindeer), composed
 * from closed rounded shapes. Word matching finds it like a motif and the scene places it by these
 * facts; a new prop is one file exporting one of these, listed in prop-library.ts.
 */
export interface ComposedProp {
  /** Unique, and never the name of a Fluent icon: plans store it where they store motif names. */
  name: string;
  /** Singular lower-case words and phrases that name it ("pirate ship", "swing set"). */
  words: string[];
  kind: 'place' | 'thing' | 'vehicle';
  /** How much of the frame it takes: a flag is small, a barn or a ship large. */
  size: 'small' | 'medium' | 'large';
  /**
   * Where it goes: on the ground among the figures, up in the sky, along the horizon behind
   * them, or as the set that fills the whole frame (a stage with its curtains).
   */
  stands: 'ground' | 'sky' | 'backdrop' | 'set';
  /**
   * How wide it stands on the ground beside a figure, as a share of the page's width, where a thing's icon-sized share
   * would be too small for what it is (a cauldron a witch stirs stands as high as her waist).
   */
  besideShare?: number;
  /**
   * How wide it stands as the page's subject with no one else in the words, as a share of the page's width, where a
   * large thing's four fifths left it small on a wide page (a digger with its heap and cones).
   */
  loneShare?: number;
  /**
   * How high over the horizon a thing of the sky flies as the page's subject, as a share of the art's height, where
   * floating just over the far land left it low over the hills (a flying carpet).
   */
  flightHeight?: number;
  /**
   * How wide it stands along the horizon, as a share of the art's width, wherever the page is seen from: a whole town
   * under a flying carpet, shrunk as a far barn is, was a few specks of domes.
   */
  horizonShare?: number;
  /** How tall a figure seated on it is, as a share of its height, where it is low and wide (a bench, a blanket). */
  seatedHeight?: number;
  /** How tall it stands as a seat, as a share of the lead's height: at a medium thing's share of the page a chair stood as tall as the page. */
  seatSize?: number;
  /** Where two sit on it, turned to each other, as shares of its width, by how many sit on it: the second stood beside it, sitting on nothing. */
  sharedSeats?: ReadonlyArray<readonly number[]>;
  /** It belongs indoors: with no place named it stands in a room, not out on a meadow (a fishbowl, a cushion). */
  isIndoors?: boolean;
  /** Alone on the page it stands on a table in a room, not on the floor as big as a chair (a fishbowl, a cupcake). */
  isOnTable?: boolean;
  /** It sails afloat under the sea (a submarine), in the open water, where a ship rests on the sea floor. */
  isAfloatUnderwater?: boolean;
  /** Motifs its drawing already shows (a sleigh's reindeer, a bridge's river): naming them adds no other. */
  includes?: string[];
  /** Its `includes` are things it wears, its own only where said of it ("a snowman with a scarf"), not anyone's named before it. */
  isWearingIncludes?: boolean;
  /**
   * Beings it is drawn with inside it when the words name them too, and the prop that draws it so (a cage's hamster:
   * "a hamster in a cage" is one cage with its hamster in it, not a hamster beside an empty cage). A list names the
   * props by how many the words count, one first, the last for more ("three monkeys swinging on vines").
   */
  houses?: Record<string, string | readonly string[]>;
  draw(detail: Detail, options?: PropOptions): PropArt;
}

/** How the scene uses the prop: a sleigh someone drives leaves its reins to the composer, to run from the driver's hands. */
export interface PropOptions {
  isDriven?: boolean;
  /** A bed someone sleeps in under a blanket the composer draws over them: the bed's own would show beside it. */
  isSleptIn?: boolean;
}

/**
 * Where a figure meets the prop, in the prop's units: `seat` where it sits (swing, sleigh, throne,
 * picnic blanket), `stand` where its feet go (stage floor, ship deck, treehouse platform), `lie`
 * where its head rests (bed), `top` where something goes on it (a table, a sandcastle's tower),
 * `goalMouth` where a ball goes in, `water` where the sea meets a hull, `ladder` where a ladder's top
 * is (a climber's hands), `swing` where a swing's seat hangs, `hitch` in the gap between a vehicle and the team
 * that pulls it (what is drawn over the vehicle stops there, short of the team), `hang` where a creature hanging from it
 * holds on (a branch's middle), `perch` where a pet lies on a seat set back for a child's legs (a chair's), `snore`
 * where a sleeper's Zzz rise from (over a curled-up back).
 */
export type PropAnchorName = 'seat' | 'stand' | 'lie' | 'top' | 'goalMouth' | 'water' | 'ladder' | 'swing' | 'hitch' | 'hang' | 'slot' | 'perch' | 'snore';

export interface PropArt {
  width: number;
  height: number;
  /** Closed shapes back to front, geometry only (see prop-shapes.ts). */
  shapes: string[];
  anchors: Partial<Record<PropAnchorName, Point>>;
  /** Where a team's reins meet each animal's harness, leader first (a sleigh's reindeer). */
  harnesses?: Point[];
}
