import { VERBS } from './composer/verbs';

/** Where a scene takes place: what is drawn on the ground, along the horizon and in the sky. */
export interface Setting {
  name: string;
  /** Place words that choose this setting (singular, lower case). */
  keywords: string[];
  /** Subjects that suggest it when no place is named ("astronaut" -> space). */
  hints: string[];
  ground: 'grass' | 'sand' | 'snow' | 'road' | 'floor' | 'seabed' | 'moon' | 'water';
  /** Backdrop motifs along the horizon, in the order they are used as detail grows. */
  backdrop: string[];
  sky: string[];
  /** Small things dotted on the ground for older children. */
  scatter: string[];
  /** Backdrop drifts in the open (space, underwater) instead of standing on the horizon. */
  isFloating?: boolean;
  /** Things standing on its ground that belong to it (a stadium's goal), drawn like named things. */
  groundProps?: string[];
  /** Chosen only when the words also name one of these ("a ship on the sea" sails on top of it); two words as a phrase. */
  needsAnyOf?: string[];
  /** Never chosen when the words name one of these ("under the sea" is underwater); two words as a phrase. */
  isExcludedBy?: string[];
  /** Its open ground lies in the shallow arcs the wind leaves, as snow's drifts do (a desert's sand ripples). */
  hasWindDrifts?: boolean;
  /** Ploughed fields on its far hills; false where their striped patches read as stray shapes (a park, a castle, a desert). */
  hasFarFields?: boolean;
  /** Gulls fly between the clouds of a full sky; false for a clear, still sky (a desert's). */
  hasSkyBirds?: boolean;
  /** What fills the empty cells of its ground, in turn, in place of its ground's own (a desert's cactus and rock); none leaves them bare. */
  groundFillers?: string[];
  /**
   * Things of the place on the near ground round the figures, biggest first, each tried at its spots (art shares,
   * x and bottom) until one is clear: a beach is never only bare sand.
   */
  nearThings?: NearThing[];
  /** A lone creature steps aside, a little smaller, for the tall first of its near things (a desert's cactus). */
  isLonerSteppedAside?: boolean;
  /** Its creatures leap out of it: the sea's near rows run over their lower part, with a splash (a dolphin in the waves). */
  isLeapedOutOf?: boolean;
}

/** A thing on a setting's near ground: its size as a share of the art's width and the spots it may stand at. */
export interface NearThing {
  motif: string;
  size: number;
  spots: Array<[number, number]>;
}

/** Words for a dock out over the water. */
const DOCK_WORDS = ['dock', 'pier', 'jetty'];

/**
 * Words for a small boat: they choose a lake, and keep a creature's home from being chosen by its hint ("a bear rowing a
 * boat" is on the water, not in a forest).
 */
const BOAT_WORDS = ['boat', 'rowboat', 'rowing', 'canoe', 'canoeing', 'kayak', 'kayaking', 'dinghy', 'raft', 'sailing'];

/** Sea creatures that leap out of the waves. */
const SEA_LEAPERS = ['dolphin', 'whale', 'orca'];

export const SETTINGS: Setting[] = [
  {
    name: 'space',
    keywords: ['space', 'galaxy', 'orbit', 'universe', 'cosmos', 'moon'],
    hints: ['planet', 'star', 'rocket', 'astronaut', 'alien', 'ufo', 'spaceship'],
    ground: 'moon',
    backdrop: ['ringed-planet', 'flying-saucer', 'satellite', 'comet', 'globe-showing-americas', 'rocket'],
    sky: ['crescent-moon', 'star', 'comet', 'star', 'ringed-planet'],
    scatter: ['rock', 'star', 'gem-stone'],
    isFloating: true,
  },
  {
    // A boat on a lake or a river: calm water under a far shore of trees, not the open sea with its lighthouse.
    name: 'lake',
    keywords: ['lake', 'river', 'pond', 'canal'],
    hints: [...BOAT_WORDS, ...DOCK_WORDS],
    ground: 'water',
    backdrop: ['evergreen-tree', 'deciduous-tree', 'evergreen-tree', 'deciduous-tree', 'evergreen-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: [],
    // A dock stands out over a lake too: "fishing on a dock" (or sitting on one) is on the lake.
    needsAnyOf: [...BOAT_WORDS, ...DOCK_WORDS],
    isExcludedBy: ['sea', 'ocean', 'under', 'underwater', 'beach', 'seaside', 'island', 'harbor', 'harbour', 'pirate', 'ship'],
  },
  {
    // A dolphin or a whale "in the waves" leaps out of the open sea's waves, where it swam under the sea (and the page
    // took "waves" for waving and said it could not draw them).
    name: 'waves',
    keywords: ['waves', 'wave', 'surf', 'surfing', 'surfer', 'surfers'],
    hints: [],
    ground: 'water',
    backdrop: ['sailboat', 'desert-island'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: [],
    // A surfer rides the wave, out on the open sea too.
    needsAnyOf: [...SEA_LEAPERS, 'surfing', 'surfs', 'surfer', 'surfers', 'surfboarding'],
    isLeapedOutOf: true,
    // Surfers watched are watched from the beach: out on the open sea, the watcher stood on the water. Only the surfers'
    // watcher: "a surfer watching the waves" rides them.
    isExcludedBy: ['under', 'underwater', 'beneath', 'below', 'deep', 'bottom', 'ship', 'boat', 'beach', ...VERBS['watching-surfers'].words],
  },
  {
    name: 'ocean',
    keywords: ['sea', 'ocean', 'voyage', 'harbor', 'harbour', 'waves'],
    // Sailing is a hint, not a place: "sailing on the lake" is on the lake.
    hints: ['sailing', 'ship', 'pirate', 'boat', 'sailboat', 'galleon', 'yacht', 'canoe', 'kayak', 'raft'],
    ground: 'water',
    backdrop: ['desert-island', 'sailboat', 'lighthouse'],
    // No bird icon: its blocky square body was a sticker in the sky; the composer's own gulls fly there.
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: [],
    needsAnyOf: ['ship', 'boat', 'sailboat', 'pirate', 'yacht', 'canoe', 'kayak', 'raft', 'sail', 'sailing', 'galleon'],
    // Digging is on land: "a pirate digging for treasure" stood digging in the waves.
    isExcludedBy: ['under', 'underwater', 'beneath', 'below', 'deep', 'bottom', 'dive', 'diving', 'dig', 'digs', 'digging'],
  },
  {
    name: 'stage',
    keywords: ['stage', 'theater', 'theatre', 'concert', 'recital', 'show'],
    hints: ['singer', 'singing', 'actor', 'performing', 'piano', 'pianist'],
    ground: 'floor',
    backdrop: ['stage'],
    sky: [],
    scatter: [],
  },
  {
    // A palace ballroom for a ball: its drawing fills the frame as the stage's does (props/ballroom.ts).
    name: 'ballroom',
    keywords: ['ballroom'],
    hints: [],
    ground: 'floor',
    backdrop: ['ballroom'],
    sky: [],
    scatter: [],
  },
  {
    name: 'stadium',
    keywords: ['stadium', 'arena', 'pitch'],
    hints: ['soccer', 'football', 'goal'],
    ground: 'grass',
    backdrop: ['stadium-stands'],
    groundProps: ['soccer-goal'],
    sky: ['sun', 'cloud', 'cloud'],
    scatter: [],
  },
  {
    name: 'laboratory',
    keywords: ['laboratory', 'lab'],
    hints: ['scientist', 'experiment', 'chemistry', 'science'],
    ground: 'floor',
    // Two only: a third would stand in front of the wide bench.
    backdrop: ['lab-bench', 'bookshelf'],
    // No window: up on the wall it would stand behind the flasks on the bench.
    sky: [],
    scatter: [],
  },
  {
    name: 'underwater',
    keywords: ['underwater', 'sea', 'ocean', 'reef', 'seabed', 'aquarium'],
    hints: ['coral', 'submarine', 'mermaid', 'octopus', 'shark', 'whale', 'narwhal', 'stingray', 'jellyfish', 'dolphin', 'fish', 'seahorse', 'clownfish'],
    // A fish in a fishbowl is a pet at home, not a fish in the sea.
    isExcludedBy: ['fishbowl', 'bowl'],
    ground: 'seabed',
    backdrop: ['coral', 'tropical-fish', 'spiral-shell', 'fish', 'coral', 'blowfish'],
    sky: ['bubbles', 'fish', 'bubbles', 'tropical-fish'],
    scatter: ['spiral-shell', 'rock', 'oyster'],
    isFloating: true,
  },
  {
    name: 'beach',
    keywords: ['beach', 'seaside', 'shore', 'sand', 'island', 'coast'],
    hints: ['summer', 'crab', 'surf', 'surfer', 'surfers', 'sandcastle', 'surfboard', 'spade', 'treasure'],
    ground: 'sand',
    backdrop: ['palm-tree', 'umbrella-on-ground', 'sailboat', 'palm-tree', 'desert-island'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['spiral-shell', 'crab', 'bucket'],
    // A sandcastle, a bucket, a beach umbrella, a starfish and shells.
    nearThings: [
      { motif: 'beach-umbrella', size: 0.22, spots: [[0.86, 0.74], [0.14, 0.74], [0.86, 0.86], [0.14, 0.86], [0.86, 0.99], [0.14, 0.99]] },
      { motif: 'sandcastle', size: 0.26, spots: [[0.84, 0.98], [0.16, 0.98], [0.5, 0.99], [0.8, 0.66], [0.2, 0.66]] },
      { motif: 'bucket', size: 0.11, spots: [[0.62, 0.98], [0.38, 0.98], [0.1, 0.97], [0.9, 0.97], [0.66, 0.86]] },
      { motif: 'starfish', size: 0.05, spots: [[0.46, 0.93], [0.3, 0.9], [0.72, 0.92], [0.88, 0.96], [0.08, 0.84], [0.92, 0.84], [0.92, 0.6]] },
      { motif: 'spiral-shell', size: 0.075, spots: [[0.26, 0.98], [0.74, 0.98], [0.56, 0.88], [0.4, 0.86], [0.92, 0.64]] },
    ],
  },
  {
    name: 'castle',
    keywords: ['castle', 'palace', 'kingdom', 'tower'],
    hints: ['fairytale', 'knight', 'princess', 'prince', 'king', 'queen', 'dragon', 'cinderella', 'carriage', 'drawbridge'],
    ground: 'grass',
    backdrop: ['castle', 'evergreen-tree', 'deciduous-tree', 'evergreen-tree', 'deciduous-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['rock', 'herb', 'blossom'],
    // Beside a castle only scraps of ploughed fields showed past its towers.
    hasFarFields: false,
  },
  {
    name: 'farm',
    keywords: ['farm', 'barn', 'field', 'ranch', 'countryside'],
    hints: ['tractor', 'cow', 'pig', 'sheep', 'farmer', 'hen', 'chicken'],
    ground: 'grass',
    // Field flowers, not the sunflower icon: it stands in a pot with a solid black middle, odd out in a field.
    backdrop: ['barn', 'tractor', 'deciduous-tree', 'evergreen-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['blossom', 'baby-chick', 'tulip'],
    isExcludedBy: BOAT_WORDS,
  },
  {
    name: 'forest',
    keywords: ['forest', 'wood', 'woods', 'woodland', 'camping', 'camp'],
    // Red Riding Hood meets the wolf on her way through the woods: her page was an open meadow (judging 22).
    hints: ['tree', 'fox', 'deer', 'bear', 'owl', 'squirrel', 'hedgehog', 'riding hood'],
    ground: 'grass',
    backdrop: ['evergreen-tree', 'deciduous-tree', 'evergreen-tree', 'mushroom', 'deciduous-tree', 'tent'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['mushroom', 'fallen-leaf', 'seedling', 'chestnut'],
    isExcludedBy: BOAT_WORDS,
  },
  {
    // Palms and big-leaved plants: firs and round trees made "the jungle" an ordinary wood.
    name: 'jungle',
    keywords: ['jungle', 'rainforest'],
    hints: [],
    ground: 'grass',
    backdrop: ['palm-tree', 'palm-tree', 'palm-tree', 'palm-tree', 'palm-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['herb', 'hibiscus', 'seedling'],
    isExcludedBy: BOAT_WORDS,
  },
  {
    // Cypresses standing in the water with moss hanging from them: round park trees and fields made "the swamp" a pond
    // in a park (round 19).
    name: 'swamp',
    keywords: ['swamp', 'swamps', 'marsh', 'marshes', 'bayou', 'bog', 'wetland', 'wetlands', 'everglades'],
    hints: [],
    ground: 'grass',
    backdrop: ['swamp-cypress-tree', 'swamp-cypress-tree', 'swamp-cypress-tree', 'swamp-cypress-tree'],
    sky: ['sun', 'cloud', 'cloud'],
    scatter: [],
    hasFarFields: false,
  },
  {
    name: 'snow',
    keywords: ['snow', 'winter', 'arctic', 'frozen', 'mountain', 'ski', 'antarctica'],
    // A snowball hints at the snow only where it is thrown or rolled: "my hamster snowball in his cage" stood its cage
    // on a snowy mountainside.
    // An iceberg or a floe hints at the snow (a walrus on one lay on a meadow), but a sea's words still take the page
    // under or onto the sea, where its iceberg is drawn ("a whale swimming near an iceberg").
    hints: ['iceberg', 'floe', 'ice', 'christmas', 'snowman', 'penguin', 'polar', 'santa', 'sleigh', 'reindeer', 'elf', 'sledding', 'sledge', 'sled', 'skiing', 'skier', 'snowball fight', 'snowball fights', 'throwing snowballs', 'throwing a snowball', 'rolling a snowball', 'giant snowball', 'big snowball'],
    ground: 'snow',
    backdrop: ['snow-capped-mountain', 'evergreen-tree', 'christmas-tree', 'evergreen-tree', 'snow-capped-mountain'],
    sky: ['cloud-with-snow', 'cloud', 'snowflake', 'snowflake'],
    scatter: ['snowflake', 'rock', 'evergreen-tree'],
    isExcludedBy: BOAT_WORDS,
  },
  {
    // A car washed at home stands on the driveway by the house, not on a city street (judging 23).
    name: 'driveway',
    keywords: ['driveway'],
    hints: ['car'],
    needsAnyOf: ['driveway', 'washing', 'washes', 'wash', 'cleaning', 'cleans'],
    ground: 'grass',
    // The house is the washing act's, on the left at the driveway's far end.
    backdrop: ['deciduous-tree', 'evergreen-tree', 'deciduous-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: ['tulip', 'blossom'],
    hasFarFields: false,
  },
  {
    name: 'city',
    keywords: ['city', 'town', 'street', 'road', 'shop', 'store', 'downtown'],
    hints: ['bus', 'car', 'taxi', 'police', 'firefighter'],
    ground: 'road',
    backdrop: ['office-building', 'houses', 'department-store', 'classical-building', 'hospital'],
    sky: ['sun', 'cloud', 'airplane', 'cloud'],
    scatter: [],
  },
  {
    // A window on a room's wall with a sill to sit on: the sill is the place (props/window-sill.ts).
    name: 'windowsill',
    keywords: ['windowsill', 'sill'],
    hints: [],
    ground: 'floor',
    backdrop: [],
    sky: [],
    scatter: [],
    groundProps: ['window-sill'],
  },
  {
    // Up on the roofs at night: the roof stood on is the place (props/tiled-roof.ts), a moon and stars over it.
    name: 'rooftop',
    keywords: ['roof', 'rooftop', 'rooftops'],
    hints: [],
    ground: 'grass',
    backdrop: ['house', 'house', 'house'],
    sky: ['crescent-moon', 'star', 'star', 'star', 'star'],
    scatter: [],
    groundProps: ['tiled-roof'],
    hasFarFields: false,
    hasSkyBirds: false,
    // A house's own roof is the house's; Santa's sleigh flies over the roofs of its own night; a tent's or a car's roof is theirs.
    isExcludedBy: ['house', 'cottage', 'home', 'barn', 'sleigh', 'santa', 'tent', 'car', 'van', 'bus', 'rack'],
  },
  {
    // Up on a big branch: the branch is the place (props/tree-branch.ts), the woods far behind it.
    name: 'branch',
    keywords: ['branch', 'bough'],
    hints: [],
    // A branch in the hands or the mouth is a stick, not the place: "a boy holding a branch", "a dog fetching a branch".
    isExcludedBy: ['holding', 'holds', 'fetching', 'fetches', 'carrying', 'carries', 'chewing', 'chews', 'waving', 'olive'],
    ground: 'grass',
    backdrop: ['deciduous-tree', 'evergreen-tree', 'deciduous-tree'],
    sky: ['sun', 'cloud', 'cloud', 'cloud'],
    scatter: [],
    groundProps: ['tree-branch'],
    hasFarFields: false,
  },
  {
    name: 'kitchen',
    keywords: ['kitchen', 'bakery', 'restaurant'],
    // Pizza is made in a kitchen, by its oven: "a boy making pizza" tossed the dough on a meadow. But pizza made in
    // the backyard is made outdoors: its kitchen hid the yard named.
    hints: ['cooking', 'baking', 'dinner', 'breakfast', 'lunch', 'chef', 'cook', 'baker', 'pizza dough', 'making pizza', 'makes pizza', 'making a pizza', 'tossing pizza'],
    isExcludedBy: ['backyard', 'yard', 'outdoors'],
    ground: 'floor',
    backdrop: ['cooking', 'teapot', 'pot-of-food', 'bread', 'cupcake'],
    sky: ['window'],
    // Things dotted on a kitchen floor look dropped: indoors the floor tiles are the pattern.
    scatter: [],
  },
  {
    // Hair is cut indoors before a mirror: a role alone gave a man with giant scissors in a meadow.
    name: 'salon',
    // A haircut one has is no visit to the salon: "a boy with a short haircut playing soccer" kicked his ball among its
    // shampoo shelves (review 16); one being given is.
    keywords: ['salon', 'hairdresser', 'hairdressers', 'barber', 'barbers', 'barbershop', 'getting a haircut', 'gets a haircut', 'get a haircut', 'having a haircut', 'getting his hair cut', 'getting her hair cut', 'having his hair cut', 'having her hair cut'],
    hints: [],
    ground: 'floor',
    backdrop: [],
    sky: ['window'],
    scatter: [],
  },
  {
    // Teeth are brushed at the basin: "a girl brushing her teeth" stood on a grassy hill with the sun (judging 22). Teeth
    // alone are no bathroom ("a shark with sharp teeth").
    name: 'bathroom',
    keywords: ['bathroom', 'washroom'],
    hints: ['teeth', 'toothbrush'],
    ground: 'floor',
    backdrop: [],
    sky: ['window'],
    scatter: [],
    needsAnyOf: ['bathroom', 'washroom', 'toothbrush', 'brushing', 'brushes', 'brush'],
  },
  {
    // A museum's hall: "a dinosaur skeleton in a museum" stood in a bedroom with a teddy bear on the floor.
    name: 'museum',
    keywords: ['museum'],
    // A dinosaur's skeleton stands in its museum unless the words put it elsewhere: with no museum named it stood in a
    // bedroom by a teddy bear (review 16).
    hints: ['fossil', 'fossils', 'dinosaur skeleton', 'dino skeleton', 'dinosaur bones', 't rex skeleton', 'fossil skeleton'],
    ground: 'floor',
    backdrop: ['framed-picture'],
    sky: ['window'],
    scatter: [],
  },
  {
    // On the way to or from school, or on its bus, one is out on the road with the school ahead: "to school" chose the
    // classroom, and "a girl riding her bike to school" rode indoors among bookshelves (judging 23).
    name: 'school-road',
    keywords: ['school'],
    hints: [],
    needsAnyOf: ['to school', 'from school', 'school bus'],
    ground: 'road',
    backdrop: ['school-building'],
    sky: ['sun', 'cloud', 'cloud'],
    scatter: [],
    hasFarFields: false,
  },
  {
    name: 'classroom',
    keywords: ['classroom', 'school', 'class', 'library'],
    hints: ['lesson', 'homework', 'learning', 'teacher', 'student', 'writing', 'librarian', 'librarians'],
    ground: 'floor',
    backdrop: ['books', 'globe-showing-americas', 'potted-plant', 'abacus', 'backpack'],
    sky: ['window'],
    scatter: [],
    // A school bus drives in the street: in the classroom it stood among the desks.
    isExcludedBy: ['bus'],
  },
  {
    name: 'park',
    keywords: ['park', 'playground', 'garden', 'meadow'],
    hints: ['spring', 'flower', 'butterfly', 'bee', 'picnic', 'swing', 'slide'],
    ground: 'grass',
    backdrop: ['deciduous-tree', 'swing-set', 'slide', 'deciduous-tree', 'fountain'],
    sky: ['sun', 'cloud', 'butterfly', 'cloud'],
    scatter: ['tulip', 'blossom', 'butterfly', 'lady-beetle'],
    // Ploughed fields belong to farmland, not behind a park.
    hasFarFields: false,
  },
  {
    // A village of cottages round its church, seen from above by whatever flies over it: "village" was said not drawn
    // over a meadow's hills (judging 23). Only from the sky: on the ground its houses stood behind the figures, hidden.
    name: 'village',
    keywords: ['village', 'villages', 'hamlet'],
    hints: [],
    needsAnyOf: ['over', 'above', 'flying', 'flies', 'fly', 'soaring', 'soars'],
    ground: 'grass',
    backdrop: ['village-houses'],
    sky: ['sun', 'cloud', 'cloud'],
    scatter: ['blossom', 'herb'],
    hasFarFields: false,
  },
  {
    // A flying carpet flies high over a desert town of domes and towers: over a meadow's hills it was a rug on a lawn
    // (round 19). Only a flying or magic one, named as such: a carpet on a floor is a room's, and "flying a kite over a
    // carpet of grass" or "magic tricks on a rug" took the page to the desert.
    name: 'desert-town',
    keywords: [],
    hints: ['carpet', 'rug'],
    needsAnyOf: ['flying carpet', 'magic carpet', 'flying rug', 'magic rug'],
    ground: 'sand',
    backdrop: ['domed-town'],
    sky: ['sun', 'cloud', 'cloud'],
    scatter: [],
    hasFarFields: false,
    // Its sand lies in ripples the wind left, with nothing dotted between: small palms there closed up their fronds into
    // black blots, small cacti their ribs into slivers, and shells made it a beach.
    hasWindDrifts: true,
    groundFillers: [],
  },
  {
    // Sand dunes under a big sun, cacti standing on them: on a meadow's lawn a camel read as lost.
    name: 'desert',
    // Not "dune" (a dune buggy on the beach) nor "cactus" (one in a pot on a windowsill).
    keywords: ['desert', 'sahara', 'oasis'],
    hints: ['camel'],
    ground: 'sand',
    backdrop: ['saguaro-cactus', 'saguaro-cactus', 'saguaro-cactus', 'saguaro-cactus'],
    sky: ['sun', 'cloud'],
    scatter: ['rock'],
    // A desert island is the beach's; a camel at the zoo stands at its gate.
    isExcludedBy: ['island', 'zoo'],
    // Its sand lies in ripples the wind left.
    hasWindDrifts: true,
    hasFarFields: false,
    // The flocks of gulls between its clouds read as the seaside (round 15).
    hasSkyBirds: false,
    groundFillers: ['saguaro-cactus', 'rock'],
    // A tall cactus beside the figures, rocks and a smaller cactus in the gaps: without them the camel stood on dunes
    // that read as a beach with its sea gone.
    nearThings: [
      { motif: 'saguaro-cactus', size: 0.36, spots: [[0.87, 0.9], [0.13, 0.9], [0.87, 0.99], [0.13, 0.99], [0.88, 0.76], [0.12, 0.76]] },
      { motif: 'rock', size: 0.1, spots: [[0.62, 0.98], [0.38, 0.98], [0.1, 0.97], [0.9, 0.97], [0.66, 0.86]] },
      { motif: 'saguaro-cactus', size: 0.16, spots: [[0.3, 0.8], [0.7, 0.8], [0.5, 0.74], [0.1, 0.7], [0.9, 0.7]] },
    ],
    // Drawn only far off behind a lone camel, the place did not read.
    isLonerSteppedAside: true,
  },
];

/** A sunny meadow when the words name no place. */
export const DEFAULT_SETTING: Setting = {
  name: 'meadow',
  keywords: [],
  hints: [],
  ground: 'grass',
  backdrop: ['deciduous-tree', 'evergreen-tree', 'deciduous-tree', 'evergreen-tree', 'mushroom'],
  sky: ['sun', 'cloud', 'cloud', 'cloud'],
  scatter: ['tulip', 'blossom', 'seedling'],
};

/** The sky of an outdoor scene at night, in place of sun and clouds. */
export const NIGHT_SKY = ['crescent-moon', 'star', 'cloud', 'star'];
export const NIGHT_WORDS = ['night', 'nighttime', 'bedtime', 'evening', 'midnight', 'dark', 'moonlight', 'stargazing', 'firefly', 'fireflies', 'halloween'];
/** Words that put a sleeper or a thing of the house out of doors when they name no other place. */
export const OUTDOOR_WORDS = /\b(meadows?|fields?|grass|outside|outdoors|gardens?|hills?|camp\w*|tents?|stars?|sky|moon)\b/i;
/** Words that put a creature up in a tree ("an owl in a tree", "on a branch"), not on the grass beside it. */
export const IN_A_TREE = /\b(?:in|on|up)\s+(?:a|the|its|his|her)\s+(?:[a-z]+\s+)?(?:tree|branch)\b/i;

export function settingByName(name: string): Setting {
  return SETTINGS.find((setting) => setting.name === name) ?? DEFAULT_SETTING;
}
