/**
 * Words children's coloring books use that emoji labels do not (or that emoji labels give to the
 * wrong icon), mapped to the icon that draws them best. Keys are singular and lower case; multi-word
 * keys are matched before single words.
 */
export const MOTIF_SYNONYMS: Record<string, string> = {
  // Pets
  kitty: 'cat',
  kitten: 'cat',
  puppy: 'dog',
  doggy: 'dog',
  doggie: 'dog',
  pup: 'dog',
  bunny: 'rabbit',
  hare: 'rabbit',
  goldfish: 'fish',
  guinea: 'hamster',
  'guinea pig': 'hamster',
  parakeet: 'parrot',
  budgie: 'parrot',
  pony: 'horse',
  // Farm
  cow: 'cow',
  calf: 'cow',
  bull: 'ox',
  sheep: 'ewe',
  lamb: 'ewe',
  // The chicken icon is a head only; the rooster is a whole bird, the one a farmyard page needs.
  hen: 'rooster',
  chicken: 'rooster',
  chick: 'baby-chick',
  duckling: 'duck',
  piglet: 'pig',
  foal: 'horse',
  farm: 'tractor',
  // Wild
  bear: 'bear',
  'teddy bear': 'teddy-bear',
  teddy: 'teddy-bear',
  'polar bear': 'polar-bear',
  ape: 'gorilla',
  bee: 'honeybee',
  bumblebee: 'honeybee',
  ladybug: 'lady-beetle',
  ladybird: 'lady-beetle',
  // The bug icon is a caterpillar, feet and all.
  caterpillar: 'bug',
  bird: 'bird',
  birdie: 'bird',
  hedgehog: 'hedgehog',
  squirrel: 'chipmunk',
  reindeer: 'deer',
  elk: 'moose',
  wolf: 'wolf',
  puma: 'leopard',
  cheetah: 'leopard',
  jaguar: 'leopard',
  panther: 'leopard',
  // Empty pages in a sweep of new words (no icon or figure of their own): each is drawn as its nearest kin.
  rhino: 'rhinoceros',
  toucan: 'toucan',
  chameleon: 'lizard',
  gecko: 'lizard',
  iguana: 'lizard',
  walrus: 'walrus',
  mantis: 'mantis',
  'praying mantis': 'mantis',
  // "A crane bird" is the one bird, not a sparrow beside it.
  'crane bird': 'crane-bird',
  'whooping crane': 'crane-bird',
  narwhal: 'narwhal',
  stingray: 'stingray',
  'sting ray': 'stingray',
  'manta ray': 'stingray',
  dragonfly: 'dragonfly',
  firefly: 'firefly',
  'lightning bug': 'firefly',
  glowworm: 'firefly',
  grasshopper: 'cricket',
  alligator: 'crocodile',
  croc: 'crocodile',
  frog: 'frog',
  hippo: 'hippopotamus',
  toad: 'frog',
  // Dinosaurs
  dinosaur: 't-rex',
  dino: 't-rex',
  't rex': 't-rex',
  trex: 't-rex',
  tyrannosaurus: 't-rex',
  brontosaurus: 'sauropod',
  brachiosaurus: 'sauropod',
  // Another two-legged hunter: a stegosaurus on four legs is no T. rex (it matches nothing).
  velociraptor: 't-rex',
  diplodocus: 'sauropod',
  // Sea life
  'sea turtle': 'turtle',
  tortoise: 'turtle',
  seahorse: 'tropical-fish',
  clam: 'spiral-shell',
  shell: 'spiral-shell',
  seashell: 'spiral-shell',
  jellyfish: 'jellyfish',
  mermaid: 'person-merpeople',
  merman: 'person-merpeople',
  // Fantasy and fairy tales
  wizard: 'person-mage',
  witch: 'person-mage',
  broomstick: 'broom',
  sorcerer: 'person-mage',
  magician: 'person-mage',
  fairy: 'person-fairy',
  pixie: 'person-fairy',
  elf: 'person-elf',
  genie: 'person-genie',
  vampire: 'person-vampire',
  'vampire bat': 'bat',
  superhero: 'person-superhero',
  hero: 'person-superhero',
  king: 'person-with-crown',
  queen: 'person-with-crown',
  princess: 'princess',
  prince: 'prince',
  monster: 'alien-monster',
  alien: 'alien',
  ufo: 'flying-saucer',
  spaceship: 'flying-saucer',
  'space ship': 'rocket',
  angel: 'baby-angel',
  gnome: 'person-elf',
  santa: 'santa-claus',
  'santa claus': 'santa-claus',
  // People and professions
  kid: 'child',
  // "Two friends playing" drew an empty park and claimed it had drawn everything.
  friend: 'child',
  child: 'child',
  boy: 'boy',
  girl: 'girl',
  // "A dad reading to his son" drew the dad alone, reading to no one.
  son: 'boy',
  daughter: 'girl',
  // "A girl and her brother on the seesaw" sat her alone on it and said it could not draw the brother.
  brother: 'child',
  sister: 'child',
  // A baby brother or sister is a baby, sat beside whoever holds it, not a second standing child.
  'baby brother': 'baby',
  'baby sister': 'baby',
  grandma: 'old-woman',
  granny: 'old-woman',
  grandpa: 'old-man',
  doctor: 'health-worker',
  nurse: 'health-worker',
  vet: 'health-worker',
  veterinarian: 'health-worker',
  chef: 'cook',
  baker: 'cook',
  cook: 'cook',
  teacher: 'woman-teacher',
  student: 'man-student',
  firefighter: 'firefighter',
  fireman: 'firefighter',
  'fire fighter': 'firefighter',
  police: 'police-officer',
  policeman: 'police-officer',
  cop: 'police-officer',
  farmer: 'farmer',
  builder: 'construction-worker',
  mechanic: 'mechanic',
  pilot: 'pilot',
  scientist: 'scientist',
  artist: 'artist',
  painter: 'artist',
  singer: 'singer',
  detective: 'detective',
  ninja: 'ninja',
  ballerina: 'woman-dancing',
  dancer: 'woman-dancing',
  // Vehicles
  car: 'automobile',
  truck: 'pickup-truck',
  lorry: 'articulated-lorry',
  'fire truck': 'fire-engine',
  'fire engine': 'fire-engine',
  'police car': 'police-car',
  'race car': 'racing-car',
  'racing car': 'racing-car',
  racecar: 'racing-car',
  bulldozer: 'tractor',
  train: 'locomotive',
  plane: 'airplane',
  aeroplane: 'airplane',
  jet: 'airplane',
  boat: 'sailboat',
  bike: 'bicycle',
  scooter: 'kick-scooter',
  motorbike: 'motorcycle',
  van: 'minibus',
  'camper van': 'minibus',
  campervan: 'minibus',
  jeep: 'sport-utility-vehicle',
  // Food
  'ice cream': 'ice-cream',
  icecream: 'ice-cream',
  cake: 'birthday-cake',
  cupcake: 'cupcake',
  cookie: 'cookie',
  biscuit: 'cookie',
  donut: 'doughnut',
  sandwich: 'sandwich',
  cheese: 'cheese-wedge',
  burger: 'hamburger',
  fries: 'french-fries',
  apple: 'red-apple',
  orange: 'tangerine',
  sweet: 'candy',
  candy: 'candy',
  lollipop: 'lollipop',
  'pumpkin pie': 'pie',
  honey: 'honey-pot',
  tea: 'teapot',
  teacup: 'teacup-without-handle',
  soup: 'pot-of-food',
  'hot chocolate': 'hot-beverage',
  // A cup of something hot is the steaming cup: "cup of hot chocolate" was four words, longer than any name matched.
  // Only before a hot drink (`NAMED_ONLY_BEFORE`): a cup of lemonade, milk or flour drew a steaming mug.
  'cup of': 'hot-beverage',
  'cups of': 'hot-beverage',
  'hot cocoa': 'hot-beverage',
  cocoa: 'hot-beverage',
  mug: 'hot-beverage',
  veggie: 'carrot',
  vegetable: 'carrot',
  fruit: 'red-apple',
  // Weather and sky
  sun: 'sun',
  sunny: 'sun',
  sunshine: 'sun',
  rain: 'cloud-with-rain',
  rainy: 'cloud-with-rain',
  storm: 'cloud-with-lightning-and-rain',
  thunderstorm: 'cloud-with-lightning-and-rain',
  thunder: 'cloud-with-lightning',
  lightning: 'high-voltage',
  snow: 'snowflake',
  snowy: 'snowflake',
  winter: 'snowman',
  wind: 'wind-face',
  windy: 'wind-face',
  cloudy: 'cloud',
  rainbow: 'rainbow',
  // Space
  space: 'rocket',
  planet: 'ringed-planet',
  // A planet's rings are no finger ring.
  'planet with ring': 'ringed-planet',
  saturn: 'ringed-planet',
  earth: 'globe-showing-americas',
  moon: 'crescent-moon',
  star: 'star',
  galaxy: 'milky-way',
  spaceman: 'astronaut',
  cosmonaut: 'astronaut',
  // Places and things
  stone: 'rock',
  pebble: 'rock',
  'pirate flag': 'pirate-flag',
  'cruise ship': 'passenger-ship',
  liner: 'passenger-ship',
  book: 'closed-book',
  tree: 'deciduous-tree',
  forest: 'evergreen-tree',
  wood: 'evergreen-tree',
  woods: 'evergreen-tree',
  jungle: 'palm-tree',
  palm: 'palm-tree',
  flower: 'tulip',
  garden: 'sunflower',
  plant: 'potted-plant',
  mountain: 'mountain',
  hill: 'mountain',
  island: 'desert-island',
  beach: 'beach-with-umbrella',
  sea: 'water-wave',
  ocean: 'water-wave',
  wave: 'water-wave',
  lake: 'water-wave',
  river: 'water-wave',
  pond: 'water-wave',
  // A swamp is a pond among reeds and cattails, its water drawn with it.
  swamp: 'water-wave',
  marsh: 'water-wave',
  // A pool to swim in is drawn with its water (composer/compose-scene.ts, drawSwimmingPool).
  pool: 'water-wave',
  // A lily pad is drawn on the pond the words put under it, with the water.
  'lily pad': 'water-wave',
  // Little Red Riding Hood is a girl in her hooded cape, not a hood.
  'riding hood': 'girl',
  castle: 'castle',
  palace: 'castle',
  tower: 'castle',
  home: 'house',
  cottage: 'house',
  city: 'office-building',
  // "Building" alone is mostly the verb (a stop word); "buildings" are the city's.
  building: 'office-building',
  town: 'houses',
  school: 'school',
  classroom: 'school',
  park: 'deciduous-tree',
  kitchen: 'cooking',
  party: 'party-popper',
  birthday: 'birthday-cake',
  present: 'wrapped-gift',
  gift: 'wrapped-gift',
  ball: 'soccer-ball',
  football: 'soccer-ball',
  soccer: 'soccer-ball',
  // Hockey is played on ice with a puck: the field hockey icon's curved stick and ball read as another game.
  hockey: 'ice-hockey',
  music: 'musical-note',
  song: 'musical-note',
  sing: 'musical-note',
  heart: 'red-heart',
  magic: 'magic-wand',
  wand: 'magic-wand',
  treasure: 'gem-stone',
  jewel: 'gem-stone',
  gem: 'gem-stone',
  map: 'world-map',
  telescope: 'telescope',
  camp: 'camping',
  camping: 'camping',
  tent: 'tent',
  fire: 'fire',
  halloween: 'jack-o-lantern',
  pumpkin: 'jack-o-lantern',
  christmas: 'christmas-tree',
  umbrella: 'umbrella',
  bath: 'bathtub',
  bathtub: 'bathtub',
  kite: 'kite',
  balloon: 'balloon',
  hat: 'top-hat',
  crown: 'crown',
  sword: 'crossed-swords',
  bubble: 'bubbles',
  paint: 'artist-palette',
  drawing: 'crayon',
  drum: 'drum',
  guitar: 'guitar',
  piano: 'musical-keyboard',
  // A letter in the post is an envelope; "the letter A" and "learning his letters" are the alphabet's.
  'a letter': 'envelope',
  'love letter': 'envelope',
  'of letters': 'envelope',
  'delivering letters': 'envelope',
  'delivers letters': 'envelope',
};

/**
 * Names that name their motif only where the words right after them fit: "a cup of" is the steaming cup before tea,
 * coffee or cocoa; "a cup of lemonade", "a cup of milk" and "a cup of flour" drew a steaming mug.
 */
export const NAMED_ONLY_BEFORE: Record<string, RegExp> = {
  'cup of': /^(?:tea|teas|coffee|coffees|cocoa|hot chocolate)\b/,
  'cups of': /^(?:tea|teas|coffee|coffees|cocoa|hot chocolate)\b/,
};

/**
 * A motif one word names that is another where the rest of the words place it (`where`, but not `unless`), keyed by
 * the motif the word names; null where the word there names nothing drawn. Bare "hockey" is ice hockey, but not on
 * grass: "a girl playing hockey on the grass" laid an ice-hockey stick and a puck on the lawn, where field hockey's
 * stick and ball belong.
 */
export const PLACED_MOTIFS: Record<string, { motif: string | null; where: RegExp; unless: RegExp; isPhrasePlaced?: boolean }> = {
  // Teddy bears at a picnic are its guests, sat on the blanket by the basket: the teddy toy stood alone on a hill and
  // the picnic was said to be undrawn. Named in full ("teddy bear"), so placed as a phrase too.
  // An egg a dinosaur hatches from is the dinosaur egg, cracked open with the baby's head out of it: a grown dinosaur
  // stood waving and the egg was said to be undrawn.
  egg: {
    motif: 'dinosaur-egg',
    where: /^(?=[\s\S]*\bhatch\w*)[\s\S]*\b(?:dinosaurs?|dinos?|t\s?rex|trex|tyrannosaurus|triceratops|stegosaurus|velociraptors?|raptors?|brontosaurus|brachiosaurus|diplodocus)\b/i,
    unless: /(?!)/,
  },
  'teddy-bear': {
    motif: 'bear',
    where: /\bpicnic/i,
    unless: /(?!)/,
    isPhrasePlaced: true,
  },
  'ice-hockey': {
    motif: 'field-hockey',
    where: /\b(?:grass|grassy|field|lawn|park|meadow|pitch|garden)\b/i,
    unless: /\b(?:ice|icy|rink|skat\w*|puck|winter|snow\w*|frozen)\b/i,
  },
  // A rock sat on is a big one to sit on: the little rock icon was left out and the girl stood in a meadow.
  // A mermaid on a rock sits on it whatever she does there: "a mermaid combing her hair on a rock" stood on her tail
  // fin on the sea floor, no rock drawn (judging 22).
  rock: {
    motif: 'sitting-rock',
    where: /\bmermaids?\b[\s\S]*\bon\s+(?:a|the|her)\s+(?:(?:big|large|flat)\s+)?rock\b|\b(?:sit|sits|sitting|sat|seated)\s+on\s+(?:(?:a|the|his|her|its|their|one)\s+)?(?:(?:big|large|huge|flat|mossy|grey|gray)\s+)*(?:rock|boulder|stone)\b/i,
    unless: /(?!)/,
  },
  // A mushroom a fairy or a child sits on is a big toadstool to sit on: the fairy stood beside a mushroom no taller than
  // her shin. A frog sits on the little one: on the big one it was a giant head on a stalk.
  mushroom: {
    motif: 'sitting-toadstool',
    where: /^(?=[\s\S]*\b(?:fair(?:y|ies)|pixies?|elf|elves|gnomes?|girls?|boys?|kids?|children)\b)[\s\S]*\b(?:sit|sits|sitting|sat|seated)\s+on\s+(?:(?:a|the|his|her|its|their|one)\s+)?(?:(?:big|large|huge|giant|red|spotted|magic)\s+)*(?:mushroom|toadstool)\b/i,
    unless: /(?!)/,
  },
  // A vine the grapes grow on is a grapevine on its trellis, not a jungle vine hanging from a tree over grapes on a table.
  'jungle-vine': {
    motif: 'grapevine',
    where: /\bgrapes?\b/i,
    unless: /\b(?:jungle|monkeys?|swing\w*|tarzan|tree)\b/i,
  },
  // Layers are the layer cake only where the words say cake: "a girl wearing three layers of clothes" drew a birthday
  // cake on the far hill.
  'layer-cake': {
    motif: null,
    where: /^(?![\s\S]*\bcakes?\b)/i,
    unless: /(?!)/,
    isPhrasePlaced: true,
  },
  // Snowball is a pet's name as often as a ball of snow: "a white cat named snowball playing with yarn" drew the
  // snowball in the yarn's place.
  snowball: {
    motif: null,
    where: /\b(?:named|called)\s+snowball\b|\b(?:cats?|kitty|kittens?|dogs?|puppy|puppies|hamsters?|bunny|bunnies|rabbits?|pony|ponies|guinea\s+pigs?|pets?)\s+snowball\b/i,
    unless: /(?!)/,
  },
  // Bare "crane" is the tower crane only where something is built or lifted; "a crane standing in a pond" is the
  // wading bird, where a construction crane stood by the pond.
  'tower-crane': {
    motif: 'crane-bird',
    where: /\bcranes?\b/i,
    // A crane that flies or wades is the bird even beside a building word: "a boy building a sandcastle and a crane
    // flying over" raised a tower crane.
    unless: /^(?![\s\S]*\bcranes?\s+(?:(?:is|are)\s+)?(?:fly\w*|flew|soar\w*|glid\w*|swoop\w*|wad\w*))[\s\S]*\b(?:build\w*|construct\w*|site|lift\w*|hoist\w*|brick\w*|skyscraper\w*|girders?|beams?|steel|cement|concrete|digger\w*|bulldozer\w*|excavator\w*|builders?|hard\s+hats?|cargo|containers?|crates?|boxe?s?|loads?|load(?:ed|ing)|hook|operator\w*)\b/i,
  },
};

/**
 * Names of things no icon or prop draws, whose words would each pick a different thing: a garbage
 * truck is no pickup, a ball gown no football. They match
 * nothing, so the page says it could not draw them instead of drawing the wrong thing.
 */
export const UNDRAWN_NAMES = new Set([
  'dump truck',
  'ice cream truck',
  'ice cream van',
  'fire hydrant',
  // A fire station is no fire burning by a station: "a girl at a fire station" drew both.
  'fire station',
  // A pool table is for a game of pool, no water to swim in.
  'pool table',
  'mail carrier',
  // A bat to hit a ball with is no flying bat, a candy cane no white cane for the blind.
  'baseball bat',
  'cricket bat',
  'candy cane',
  // A paper crane is folded paper, neither the wading bird nor the tower crane; the wading bird is drawn standing,
  // and flying it stood in mid-air.
  'paper crane',
  // Folded paper, the arcade's grabber and a lorry's arm are no bird either: each drew the wading bird on a meadow.
  'origami crane',
  'claw crane',
  'crane game',
  'crane machine',
  'crane truck',
  'crane flying',
  'cranes flying',
  'crane soaring',
  // A ball gown is a dress to dance in, not a football: the princess wearing it draws it.
  'ball gown',
  // A hat named for a role is no top hat, no cook and no Santa: the figure wearing it draws it.
  'cowboy hat',
  'cowgirl hat',
  'pirate hat',
  'santa hat',
  'chef hat',
  'wizard hat',
  // A house seen from inside is not the cottage drawn from outside on a lawn.
  'in the house',
  'inside the house',
  'in his house',
  'in her house',
  'in their house',
  // A scoop of sand or earth is dug with a spade, no ice cream: a cone stood in the beach bucket's place.
  'scoop of sand',
  'scoops of sand',
  'scoop of dirt',
  'scoop of earth',
]);

/**
 * What a thing is made of. Before another word it describes that thing ("a paper kite", "a stone wall", "a glass
 * jar") and is drawn by it: "a boy flying a paper kite" stood a big toilet roll on the hill beside the kite.
 */
export const MATERIAL_WORDS = new Set(
  'paper cardboard wood wooden stone glass straw brick plastic rubber metal tin iron steel clay wool woollen woolen leather gold golden silver'.split(' '),
);

/** Words that describe rather than name a thing; they never pick a motif on their own. */
export const STOP_WORDS = new Set(
  (
    'a an the and or but of to in into on onto at with without for from by who whom which that this these those ' +
    'is are was were be been being has have had do does did not no his her hers their its my our your he she it ' +
    'they we you i me him them us loves love likes like enjoys enjoy wants want little big small tiny huge giant ' +
    'brave happy sad cute friendly funny silly kind shy sleepy clever smart curious very really so some many lot ' +
    'lots young old new ice baby watch watches watching hair light visit visits build builds building make makes named called best favorite favourite good great nice pretty beautiful lovely magical ' +
    'playing plays play reading reads read going goes go having up down over under near next around through ' +
    'together one two three four five first day night time way all every each other another while when where ' +
    'colorful colourful wearing wears holding holds carrying carries looking looks sitting sits standing stands ' +
    'running runs fly flying flies jumping jumps exploring explores adventure adventures story game games match'
  ).split(' '),
);
