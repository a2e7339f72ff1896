import type { Expression, PoseName } from '../figure/poses';
import type { ActMeeting } from './acts/acts';

/**
 * How the one doing the verb meets the thing it is done with, where the composer draws it itself (each other way has an
 * act of its own, its doc beside it in acts/):
 * - `mount`  sits on the back of a horse, unicorn, dragon or bike (its saddle anchor)
 * - `cab`    sits inside a vehicle, seen through its window
 * - `hand`   holds the thing at the hand anchor (a book, a microphone, a ball to throw)
 * - `foot`   the thing (a ball) lies at the front foot
 * - `kite`   a string runs from the raised hand to the thing high in the sky
 * - `sky`    the figure itself is up in the sky
 * - `water`  the figure is in the water (under the sea, or in a pond)
 * - `bed`    the figure lies on the thing (a bed) or on the ground
 * - `seat`   the figure sits on the thing's seat anchor (a swing, a sleigh, a throne, a blanket)
 * - `stand`  the figure stands on the thing's stand anchor (a stage, a deck, a bridge, a treehouse)
 * - `hug`    two figures face each other, close
 * - `beside` the thing stands on the ground within reach (an easel, a snowman being built)
 * - `rod`    a line runs from the held rod down into the water
 * - `throw`  the thing (a ball) flies off ahead of the raised hand
 * - `table`  everyone at a table, the things on its top (a tray of cookies)
 * - `none`   the pose alone says it (dancing, waving, jumping)
 */
type ComposerMeeting = 'mount' | 'cab' | 'hand' | 'foot' | 'kite' | 'sky' | 'water' | 'bed' | 'seat' | 'stand' | 'hug' | 'beside' | 'rod' | 'throw' | 'table' | 'none';
export type Meeting = ComposerMeeting | ActMeeting;

export interface Verb {
  /** Words that ask for it: its forms, and nouns that imply it ("soccer" is kicking a ball). */
  words: string[];
  pose: PoseName;
  meets: Meeting;
  /** The thing it is done with when the words name nothing that fits. */
  thing?: string;
  /** What the hand holds while doing it to the thing (a brush to paint a picture). */
  tool?: string;
  expression?: Expression;
  /** The verb makes it night (sleeping). */
  isNight?: boolean;
  /** Music notes float round the figure (singing, dancing, playing an instrument). */
  hasNotes?: boolean;
  /** Poses a crowd takes in turn, so a group at play does not all stand alike. */
  crowdPoses?: PoseName[];
  /** Done on a creature that can be ridden ("flying on a dragon"), it is riding it: seated on its back. */
  isRidingOnMount?: boolean;
  /**
   * Only a lead on two legs with hands does it: a cat "skiing" or a dog "sweeping" stood with no skis or broom and the
   * page claimed it had drawn everything, so for one on four legs (or an icon) the words are read without it.
   */
  isForPeople?: boolean;
  /**
   * Only a creature on four legs (or an icon's) does it: the wind howls too, and "a girl in the howling wind" took the
   * wolf's act, her head raised to a full moon in the daytime sky.
   */
  isForAnimals?: boolean;
  /**
   * Words that name one who does it ("surfer"): they say the verb only of the lead they name. "A girl watching surfers"
   * rode the wave herself.
   */
  doers?: string[];
  /** The only creatures that do it: "a ghost howling in a haunted house" sat a ghost under a full moon. */
  onlyBy?: string[];
  /**
   * Words that ask for it only when no verb's word (nor any other "-ing" doing) is said: "five kids in a row" hold hands,
   * but "kids sitting in a row on a bench" sit on it (holding hands, they stood on a meadow and the bench was not drawn).
   */
  wordsWhenNoOther?: string[];
}

/** Washing a car, whoever's it is ("dad's car" reads "dad car"). */
const CAR_WASH_WORDS = ['car wash', 'washing cars', 'washes cars'].concat(
  ['washing', 'washes', 'wash', 'cleaning', 'cleans'].flatMap((verb) => ['a', 'the', 'his', 'her', 'their', 'my', 'our', 'the family', 'dad', 'mom', 'his dad', 'her dad', 'daddy', 'mommy', 'grandpa'].map((whose) => `${verb} ${whose} car`)),
);

/** Walking a dog, whoever's it is. */
const DOG_WALK_WORDS = ['walking', 'walks', 'walk', 'walked'].flatMap((verb) =>
  ['a', 'the', 'his', 'her', 'their', 'my', 'our', 'its'].flatMap((whose) => ['dog', 'dogs', 'puppy', 'puppies', 'pup'].map((dog) => `${verb} ${whose} ${dog}`)),
);

/**
 * One small entry per verb. The first entry with a word in the description wins, so entries with a
 * more particular meaning come before general ones ("flying a kite" before "flying").
 */
export const VERBS = {
  // Before ice skating and playing: bent over a stick on skates, the puck at its blade, where kids stood waving by a
  // stick lying on the snow. Hockey the words place on grass is field hockey (`verbFromWords`), played with no skates.
  'ice-hockey': { words: ['hockey', 'puck', 'pucks'], pose: 'sweeping', meets: 'hockey', isForPeople: true },
  // Ice, not roller skates: bare "skating" names neither. Only words that say ice, which make the page winter (skating
  // on a pond in summer drew a frozen pond among tulips).
  'ice-skating': { words: ['ice skating', 'ice-skating', 'iceskating', 'ice skater', 'ice skates', 'skating on ice', 'skating on the ice', 'skating on a frozen'], pose: 'gliding', meets: 'ice' },
  'roller-skating': { words: ['roller skating', 'roller-skating', 'rollerskating', 'roller skates', 'roller skater', 'roller skate', 'rollerblading', 'rollerblades', 'inline skating'], pose: 'gliding', meets: 'roll' },
  // Not bare "ski": a ski hat, a ski jacket or the ski lodge is no one on skis.
  skiing: { words: ['skiing', 'skier', 'skiers', 'skis'], pose: 'skiing', meets: 'ski', isForPeople: true },
  // Before playing and jumping: "playing hopscotch" hops along its court, not a wave or a star jump.
  hopscotch: { words: ['hopscotch'], pose: 'hopping', meets: 'hop' },
  // Before riding, sitting and playing: sat facing each other on a seesaw's two ends, one up and one down, where two kids
  // stood apart on the grass and the page said it could not draw the seesaw (judging 23).
  seesaw: { words: ['seesaw', 'seesaws', 'seesawing', 'see saw', 'see saws', 'teeter totter', 'teeter totters'], pose: 'seesawing', meets: 'seesaw', isForPeople: true },
  // Before riding: "riding a skateboard" is stood on it, not sat on a horse.
  skateboarding: { words: ['skateboarding', 'skateboards', 'skateboard', 'skateboarder'], pose: 'balancing', meets: 'board' },
  // Before surfing: the surfers watched ride small waves out at sea, the watcher on the sand, where they stood in
  // T-shirts beside her with no boards (judging 21).
  'watching-surfers': { words: ['watching surfers', 'watching the surfers', 'watches surfers', 'watches the surfers', 'watch surfers', 'watch the surfers', 'watching a surfer', 'watching the surfer', 'watches a surfer', 'watches the surfer', 'looking at surfers', 'looking at the surfers'], pose: 'waving', meets: 'watch-surf' },
  // Before waving: "surfing a wave" rides it, arms out, where she stood on the grass waving.
  surfing: { words: ['surfing', 'surfs', 'surfboarding'], doers: ['surfer', 'surfers'], pose: 'balancing', meets: 'surf', isForPeople: true },
  // Before riding: one on a tractor sits at its wheel in the cab, where the farmer stood waving by a tractor the size of
  // a toy (judging 23).
  'driving-tractor': { words: ['on a tractor', 'on the tractor', 'on his tractor', 'on her tractor', 'on their tractor', 'riding a tractor', 'riding the tractor', 'riding his tractor', 'riding her tractor', 'rides a tractor', 'rides the tractor', 'rides his tractor', 'rides her tractor'], pose: 'driving', meets: 'cab', thing: 'tractor' },
  // "A knight on a horse" is up in the saddle: stood beside it, the horse was any horse in a field.
  riding: { words: ['riding', 'rides', 'ride', 'rode', 'horseback', 'on a horse', 'on the horse', 'on his horse', 'on her horse', 'on a white horse', 'on a pony', 'on the pony', 'on his pony', 'on her pony'], pose: 'riding', meets: 'mount', thing: 'horse' },
  driving: { words: ['driving', 'drives', 'drive', 'drove'], pose: 'driving', meets: 'cab', thing: 'automobile' },
  // Before flying: a paper airplane is thrown from a raised hand, where the boy flew through the sky himself.
  'throwing-paper-plane': { words: ['paper airplane', 'paper airplanes', 'paper aeroplane', 'paper aeroplanes', 'paper plane', 'paper planes'], pose: 'throwing', meets: 'throw', thing: 'paper-plane' },
  'flying-kite': { words: ['kite', 'kites'], pose: 'reaching', meets: 'kite', thing: 'kite' },
  kicking: { words: ['kicking', 'kicks', 'kick', 'soccer', 'football'], pose: 'kicking', meets: 'foot', thing: 'soccer-ball' },
  // Before watering: "planting flowers and watering them" kneels at the bed. Not bare "plants", "planting" or "garden": a
  // girl with plants, an astronaut planting a flag or a dog in the garden does no gardening.
  // Sat in an armchair, needles crossed in the hands and a ball of yarn on the floor, where grandma stood waving in a meadow
  // (judging 22).
  knitting: { words: ['knitting', 'knits', 'crocheting', 'crochets'], pose: 'sitting', meets: 'knit', isForPeople: true },
  // A spade in both fists, its blade down in a hole, where the pirate digging for treasure waved his sword, no spade, no
  // hole (judging 22).
  digging: { words: ['digging', 'digs', 'dig', 'shovelling', 'shoveling'], pose: 'sweeping', meets: 'dig', isForPeople: true },
  // Before gardening: a flag is planted upright in the ground, its pole in the fist, where the astronaut waved among the
  // stars with the flag a small icon in a corner (judging 22).
  'planting-flag': { words: ['planting a flag', 'plants a flag', 'plant a flag', 'planting the flag', 'plants the flag', 'planting his flag', 'planting her flag', 'planting their flag', 'planted a flag', 'planting flags'], pose: 'posting', meets: 'flag', isForPeople: true },
  gardening: { words: ['gardening', 'gardener', 'planting flowers', 'planting seeds', 'planting a seed', 'planting a tree', 'planting trees', 'planting bulbs', 'planting vegetables', 'planting a garden', 'planting the garden', 'plants flowers', 'plants seeds', 'plant flowers', 'plant seeds', 'weeding', 'sowing'], pose: 'kneeling', meets: 'plant', isForPeople: true },
  // Swooping ("an owl sweeps down", "a plane sweeps over") and a sweeping view are read without it (verbFromWords).
  sweeping: { words: ['sweeping', 'sweeps', 'sweep', 'sweeper'], pose: 'sweeping', meets: 'sweep', isForPeople: true },
  // Before climbing: a pet stuck up a tree is fetched down by a ladder leant on it, where the firefighter stood waving by
  // the cat on a city street with no tree (judging 23). Not bare "from a tree": one hanging or jumping from it fetches nothing.
  'rescuing-from-tree': { words: ['stuck in a tree', 'stuck in the tree', 'stuck up a tree', 'stuck up the tree', 'rescuing a cat', 'rescuing the cat', 'rescues a cat', 'rescues the cat', 'rescuing a kitten', 'rescues a kitten', 'cat from a tree', 'cat from the tree', 'cat down from a tree', 'kitten from a tree', 'kitten from the tree', 'kitten down from a tree'], pose: 'reaching-up', meets: 'rescue', isForPeople: true },
  // Only a tree: climbing a ladder or a mountain is no tree (a treehouse's ladder has its own climber).
  'climbing-tree': { words: ['climbing a tree', 'climbing the tree', 'climbing up a tree', 'climbing up the tree', 'climbs a tree', 'climbs the tree', 'climbing trees', 'climb a tree', 'tree climbing'], pose: 'climbing', meets: 'climb', isForPeople: true },
  'picking-apples': { words: ['picking apples', 'picks apples', 'picking an apple', 'picks an apple', 'picking the apples', 'apple picking', 'picking fruit', 'picks fruit', 'picking pears', 'picking cherries'], pose: 'reaching', meets: 'pick' },
  'picking-flowers': { words: ['picking flowers', 'picks flowers', 'picking a flower', 'picking the flowers', 'picking daisies', 'picking tulips', 'gathering flowers', 'collecting flowers'], pose: 'kneeling', meets: 'gather' },
  // A car is washed with a sponge on its body, a bucket of suds at the feet, on the driveway by the house: the boy waved
  // beside a toy-sized car on a city street (judging 23).
  'washing-car': { words: CAR_WASH_WORDS, pose: 'using', meets: 'wash', isForPeople: true },
  watering: { words: ['watering', 'waters'], pose: 'using', meets: 'pour', thing: 'tulip' },
  // With a pot of gold one holds up a coin from it: waving an empty hand, the leprechaun was not with it (judging 19).
  'showing-gold': { words: ['with a pot of gold', 'with his pot of gold', 'with her pot of gold', 'with the pot of gold', 'with a crock of gold'], pose: 'reaching', meets: 'gold', isForPeople: true },
  // Delivering the mail is posting a letter into a pillar box: holding the envelope up, he delivered nothing (judging 19).
  posting: { words: ['delivering letters', 'delivers letters', 'delivering the letters', 'delivering mail', 'delivering the mail', 'delivers the mail', 'posting a letter', 'posts a letter', 'posting letters', 'mailing a letter', 'mails a letter'], pose: 'posting', meets: 'post', isForPeople: true },
  // Only blowing them: bubbles in a bath are no wand (and a fish blows them with no hands, as it swims).
  'blowing-bubbles': { words: ['blowing bubbles', 'blows bubbles', 'blow bubbles'], pose: 'examining', meets: 'blow' },
  'skipping-rope': { words: ['jumping rope', 'jump rope', 'jumps rope', 'skipping rope', 'skips rope', 'jumprope'], pose: 'skipping', meets: 'rope' },
  // Hair is cut in a salon, the customer caped on a chair, the hairdresser behind with scissors and comb: a role alone
  // gave a man with giant scissors in a meadow.
  'cutting-hair': { words: ['cutting hair', 'cutting his hair', 'cutting her hair', 'cutting their hair', 'cuts hair', 'cuts his hair', 'cuts her hair', 'cut hair', 'getting a haircut', 'gets a haircut', 'get a haircut', 'having a haircut', 'getting his hair cut', 'getting her hair cut', 'having his hair cut', 'having her hair cut', 'hair salon', 'hairdresser', 'hairdressers', 'barber', 'barbers', 'barbershop', 'at the salon', 'at a salon'], pose: 'posting', meets: 'snip' },
  // Only teeth: brushing hair or a horse is no toothbrush.
  'brushing-teeth': { words: ['brushing his teeth', 'brushing her teeth', 'brushing their teeth', 'brushing my teeth', 'brushing its teeth', 'brushing teeth', 'brushes his teeth', 'brushes her teeth', 'brushes their teeth', 'brush his teeth', 'brush her teeth', 'brush your teeth', 'brush teeth', 'toothbrush'], pose: 'examining', meets: 'brush' },
  juggling: { words: ['juggling', 'juggles', 'juggle', 'juggler'], pose: 'juggling', meets: 'juggle' },
  // Before throwing's "catching": a fish is caught standing in its river, not with a baseball on the grass (judging 22).
  'catching-fish': { words: ['catching a fish', 'catching fish', 'catches a fish', 'catch a fish', 'catching a salmon', 'catching salmon', 'catches fish'], pose: 'reaching', meets: 'river' },
  // Before throwing's "catching": a butterfly is caught in a net, not with a ball thrown at it.
  'catching-butterflies': { words: ['catching a butterfly', 'catching butterflies', 'catches a butterfly', 'catch a butterfly', 'chasing butterflies', 'chasing a butterfly'], pose: 'reaching', meets: 'net' },
  // A snowball fight is thrown; a bare snowball is only the ball (or a pet's name: "a white cat named snowball").
  throwing: { words: ['throwing', 'throws', 'throw', 'catching', 'catch', 'baseball', 'basketball', 'snowball fight', 'snowball fights'], pose: 'throwing', meets: 'throw', thing: 'softball' },
  fishing: { words: ['fishing', 'fishes'], pose: 'fishing', meets: 'rod', tool: 'fishing-pole' },
  // Before "party" and "having fun": a tea party is sat round a table with a teapot, not waving by a party popper.
  'tea-party': { words: ['tea party', 'tea parties', 'having tea', 'tea time', 'teatime'], pose: 'sitting', meets: 'tea' },
  // Before painting's "drawing": writing is at a desk with a pencil, not at an easel.
  writing: { words: ['writing', 'writes', 'write', 'doing homework', 'doing her homework', 'doing his homework'], pose: 'writing', meets: 'desk' },
  painting: { words: ['painting', 'paints', 'paint', 'drawing', 'draws'], pose: 'using', meets: 'beside', thing: 'framed-picture', tool: 'paintbrush' },
  // Before sleeping and reading: whoever the words lay in a hammock lies in it between its two trees (asleep on a night
  // page, or awake, a book on the chest if reading), where dad stood reading on the grass with no hammock drawn.
  'sleeping-in-hammock': { words: ['sleeping in a hammock', 'sleeps in a hammock', 'asleep in a hammock', 'sleeping in the hammock', 'asleep in the hammock'], pose: 'sleeping', meets: 'hammock', expression: 'sleeping', isNight: true },
  // A nap is taken by day: grandpa napping in a hammock lay under a crescent moon and stars (review 16).
  'napping-in-hammock': { words: ['napping in a hammock', 'naps in a hammock', 'dozing in a hammock', 'napping in the hammock', 'dozing in the hammock'], pose: 'sleeping', meets: 'hammock', expression: 'sleeping' },
  'lying-in-hammock': { words: ['hammock', 'hammocks'], pose: 'sleeping', meets: 'hammock' },
  // Before reading: a bedtime story is read at a child's bedside, where mom stood reading in a field at night to no one.
  'bedtime-story': { words: ['bedtime story', 'bedtime stories'], pose: 'reading-seated', meets: 'bedside', thing: 'open-book', expression: 'reading', isNight: true, isForPeople: true },
  reading: { words: ['reading', 'reads', 'read'], pose: 'reading', meets: 'hand', thing: 'open-book', expression: 'reading' },
  // Before making, eating and cooking: pizza dough is spun up in the air over both hands, by a brick oven and a finished
  // pizza, where the chef stirred a pot on the stove and the dough was not drawn (judging 23).
  'tossing-pizza': { words: ['tossing pizza', 'tosses pizza', 'toss pizza', 'tossing the pizza', 'tossing a pizza', 'spinning pizza', 'spins pizza', 'pizza dough', 'making pizza', 'makes pizza', 'make pizza', 'making a pizza', 'makes a pizza', 'making pizzas', 'pizza chef', 'pizza maker'], pose: 'tossing', meets: 'pizza', isForPeople: true },
  // Not bare "drinks": "a table of snacks and drinks" names things to drink, not someone drinking.
  drinking: { words: ['drinking', 'drinks milk', 'drinks water', 'drinks juice', 'drinks tea', 'drinks from', 'drinks some', 'drinks a', 'drinks his', 'drinks her', 'drinks its', 'drinks their', 'drinks the', 'sipping', 'sips', 'lapping', 'laps up'], pose: 'drinking', meets: 'sip' },
  eating: { words: ['eating', 'eats', 'eat', 'munching', 'snacking'], pose: 'eating', meets: 'hand', thing: 'red-apple' },
  baking: { words: ['baking', 'bakes', 'bake'], pose: 'using', meets: 'table', thing: 'cookie' },
  cooking: { words: ['cooking', 'cooks', 'cook'], pose: 'stirring', meets: 'stove', thing: 'pot-of-food', tool: 'spoon' },
  singing: { words: ['singing', 'sings', 'sing', 'singer'], pose: 'singing', meets: 'mic', thing: 'microphone', expression: 'surprised', hasNotes: true },
  // Before music, whose instrument is a guitar held up: a piano is sat at. Played, not bare "piano": a cat sleeping on
  // the piano sleeps, where it sat playing at the keys.
  piano: { words: ['playing the piano', 'playing piano', 'playing a piano', 'plays the piano', 'plays piano', 'play the piano', 'play piano', 'at the piano', 'at a piano', 'piano lesson', 'piano lessons', 'pianist', 'pianists'], pose: 'playing-piano', meets: 'keys', hasNotes: true },
  // Before music: a violin is played under the chin with a bow, where she held a guitar at the waist.
  // A fiddle only as the instrument: "a boy fiddling with a toy" bowed a violin.
  violin: { words: ['violin', 'violins', 'violinist', 'a fiddle', 'the fiddle', 'his fiddle', 'her fiddle', 'fiddler', 'fiddlers'], pose: 'bowing', meets: 'fiddle', hasNotes: true, isForPeople: true },
  music: { words: ['guitar', 'drum', 'drums', 'trumpet', 'saxophone', 'instrument', 'band'], pose: 'holding', meets: 'hand', thing: 'guitar', hasNotes: true },
  experimenting: { words: ['experimenting', 'experiment', 'experiments', 'mixing', 'mixes'], pose: 'examining', meets: 'hand', thing: 'test-tube' },
  // Before feeding: a giraffe is fed leaves held up to it, its head bowed down to them (a bucket at the keeper's chest fed nothing, judging 20).
  // First: an umbrella is held up over the head, shared under it (it floated in the sky as a sticker nobody held, judging 23).
  'holding-umbrella': { words: ['an umbrella', 'the umbrella', 'his umbrella', 'her umbrella', 'their umbrella', 'one umbrella', 'a big umbrella', 'a red umbrella', 'a yellow umbrella'], pose: 'holding-up', meets: 'umbrella', isForPeople: true },
  'feeding-giraffe': { words: ['feeding a giraffe', 'feeding the giraffe', 'feeding giraffes', 'feeding the giraffes', 'feeds a giraffe', 'feeds the giraffe', 'feed a giraffe', 'feed the giraffe'], pose: 'reaching', meets: 'browse' },
  // Ducks are fed bread held out over their pond, swimming to it (a bucket on the arm by ducks on the grass fed nothing, judging 22).
  'feeding-ducks': { words: ['feeding ducks', 'feeding the ducks', 'feeding a duck', 'feeding the duck', 'feeds the ducks', 'feeds ducks', 'feed the ducks', 'feed ducks'], pose: 'reaching', meets: 'ducks' },
  // A pet fish is fed indoors, food tipped into its bowl on a table, where he stood on the grass with the farm's bucket by
  // a goldfish as big as himself (judging 23).
  'feeding-fish': { words: ['feeding his goldfish', 'feeding her goldfish', 'feeding their goldfish', 'feeding the goldfish', 'feeding a goldfish', 'feeding goldfish', 'feeds his goldfish', 'feeds her goldfish', 'feeds the goldfish', 'feeding his fish', 'feeding her fish', 'feeding their fish', 'feeds his fish', 'feeds her fish', 'feeding his pet fish', 'feeding her pet fish', 'feeding the pet fish'], pose: 'reaching', meets: 'flakes', isForPeople: true },
  // The feed goes in a pail on the arm, out towards the animals (a hand-full of grain is too small to colour).
  feeding: { words: ['feeding', 'feeds', 'feed'], pose: 'carrying', meets: 'hand', thing: 'bucket' },
  carrying: { words: ['carrying', 'carries', 'carry'], pose: 'carrying', meets: 'hand' },
  // Before holding: hands held are the children's own, joined in a row, not a pair of clapping hands held up.
  'holding-hands': { words: ['holding hands', 'hold hands', 'holds hands', 'hand in hand'], wordsWhenNoOther: ['in a row', 'in a line'], pose: 'holding-hands', meets: 'hand-in-hand', isForPeople: true },
  holding: { words: ['holding', 'holds', 'hold'], pose: 'holding', meets: 'hand' },
  // Before building's "making": toys are made at a workbench with a hammer raised, where the elf only touched a finished teddy.
  'making-toys': { words: ['making toys', 'makes toys', 'make toys', 'making a toy', 'makes a toy', 'building toys', 'toy workshop', 'elf in the workshop', 'elves in the workshop', "santa's workshop"], pose: 'stirring', meets: 'tinker', isForPeople: true },
  building: { words: ['building', 'builds', 'build', 'making', 'makes'], pose: 'using', meets: 'beside', thing: 'sandcastle' },
  swinging: { words: ['swinging'], pose: 'sitting', meets: 'seat', thing: 'swing-set' },
  sledding: { words: ['sledding', 'sledging', 'sleighing'], pose: 'sitting', meets: 'seat', thing: 'sleigh' },
  // Sat in a boat on the water, rowing it; the verb is one a boat's own word (a canoe) or a deck (a ship) may also name.
  boating: { words: ['rowing', 'rows', 'sailing', 'sails', 'canoeing', 'kayaking', 'boating'], pose: 'sitting', meets: 'seat', thing: 'rowing-boat' },
  swimming: { words: ['swimming', 'swims', 'swim', 'diving', 'dives', 'floating', 'paddling'], pose: 'swimming', meets: 'water' },
  flying: { words: ['flying', 'flies', 'fly', 'flew', 'soaring', 'soars'], pose: 'flying', meets: 'sky', isRidingOnMount: true },
  sleeping: { words: ['sleeping', 'sleeps', 'sleep', 'asleep', 'napping', 'nap', 'dreaming'], pose: 'sleeping', meets: 'bed', expression: 'sleeping', isNight: true },
  hugging: { words: ['hugging', 'hugs', 'hug', 'cuddling', 'cuddles'], pose: 'hugging', meets: 'hug' },
  dancing: { words: ['dancing', 'dances', 'dance', 'ballet'], pose: 'dancing', meets: 'none', hasNotes: true, crowdPoses: ['dancing', 'jumping'] },
  // Before jumping: a leap over a fallen log drawn under the leaper, where a star jump stood on a bare meadow.
  'jumping-over-log': { words: ['jumping over a log', 'jumps over a log', 'jump over a log', 'jumped over a log', 'leaping over a log', 'leaps over a log', 'leapt over a log', 'hopping over a log', 'hops over a log', 'jumping over the log', 'jumps over the log', 'jumped over the log', 'leaping over the log', 'leaps over the log'], pose: 'leaping', meets: 'log' },
  // Before jumping: the nursery rhyme's leap is up in the night sky over the moon, not a hop on the farm's grass.
  'jumping-over-moon': { words: ['jumped over the moon', 'jumping over the moon', 'jumps over the moon', 'jump over the moon', 'leaping over the moon', 'leaps over the moon', 'leapt over the moon'], pose: 'jumping', meets: 'moon' },
  jumping: { words: ['jumping', 'jumps', 'jump', 'hopping', 'hops', 'bouncing', 'leaping'], pose: 'jumping', meets: 'none' },
  // A wolf howls at the moon sat up on a rock, head thrown back: its icon stood facing us, mouth shut (judging 20).
  howling: { words: ['howling', 'howls', 'howl'], pose: 'stargazing', meets: 'howl', isForAnimals: true, onlyBy: ['wolf', 'dog', 'puppy', 'coyote', 'fox'] },
  waving: { words: ['waving', 'waves', 'wave', 'hello', 'greeting'], pose: 'waving', meets: 'none' },
  sitting: { words: ['sitting', 'sits', 'sit', 'seated', 'picnic'], pose: 'sitting', meets: 'seat' },
  // Before running: racers run one way to a finish flag, the fastest ahead, where two facing each other read as boxers.
  racing: { words: ['racing', 'having a race', 'race each other', 'tortoise and the hare', 'hare and the tortoise', 'turtle and the hare'], pose: 'running', meets: 'race' },
  // A pet lies with its head down on its forepaws (as asleep, eyes open), what it chews at its mouth, where the puppy
  // stood by no slipper. Only a creature on four legs: a boy chewing gum is no dog with a slipper.
  chewing: { words: ['chewing', 'chews', 'chew', 'gnawing', 'gnaws'], pose: 'sleeping', meets: 'chew', expression: 'happy', isForAnimals: true },
  // Before running: the chaser runs after the chased, both one way, where the two stood facing each other calmly.
  chasing: { words: ['chasing', 'chases', 'chase', 'chased'], pose: 'running', meets: 'chase' },
  running: { words: ['running', 'runs', 'run', 'runner', 'runners', 'jogging', 'jogger', 'joggers', 'sprinting', 'sprinter'], pose: 'running', meets: 'none' },
  // Before walking: a leash from the walker's hand to the dog's collar, the dog ahead, where the walker turned to the dog
  // with a fist pressed into its head (cold judging 3).
  'walking-dog': { words: DOG_WALK_WORDS, pose: 'walking', meets: 'leash', isForPeople: true },
  walking: { words: ['walking', 'walks', 'walk', 'exploring', 'explores', 'strolling', 'hiking'], pose: 'walking', meets: 'none' },
  // Before playing: one counts at a tree with the eyes shut, the others peek out from behind bushes, where three kids
  // stood in a row waving (judging 23). Not bare "hiding": a cat hiding under the bed plays no game.
  'hide-and-seek': { words: ['hide and seek', 'hide n seek', 'hide and go seek'], pose: 'kneeling', meets: 'hide-seek', isForPeople: true },
  playing: { words: ['playing', 'plays', 'play', 'having fun'], pose: 'waving', meets: 'none', crowdPoses: ['jumping', 'running', 'waving', 'dancing'] },
  guarding: { words: ['guarding', 'guards', 'guard', 'protecting', 'protects', 'defending', 'defends'], pose: 'guarding', meets: 'none' },
  standing: { words: ['standing', 'stands', 'posing'], pose: 'standing', meets: 'none' },
  // A verb with no entry of its own, done to another the words name ("a farmer milking a cow"): the lead turns to it, hand
  // out on it, where it waved at us half a page from it (judging 22). No words: the plan names it (`isDoneToAnother`).
  'doing-to': { words: [] as string[], pose: 'posting', meets: 'reach' },
} satisfies Record<string, Verb>;

export type VerbName = keyof typeof VERBS;

/** Words for hanging from a thing (a sloth from a branch). */
export const HANGING = /\bhang(?:s|ing)?\s+(?:from|off|on|upside|by|under|below|beneath|down)\b/i;
/** Words that ask for a boat with a sail rather than oars. */
export const SAILING_WORDS = /\b(sail|sails|sailing|sailed|sailboat)\b/i;
/** Words that make two readers share one book. */
export const SHARED_WORDS = /\b(together|share|shares|sharing)\b/i;
/** Words that read to a listener: the listener shares the reader's book, whatever it was doing. */
export const READ_TO_WORDS = /\b(?:reading|reads|read)(?: (?:a|the) (?:story|book))? to\b/i;

/** What someone does in a place when the words name no verb: a scientist in a lab experiments, a cook in a kitchen cooks. */
export const SETTING_VERBS: Partial<Record<string, VerbName>> = { laboratory: 'experimenting', kitchen: 'cooking', ballroom: 'dancing' };

/**
 * Creatures at home on still water the words name with no verb: "a duck in a pond" or "a frog on a lily pad" swims in
 * it, on a pond drawn for it; left on the grass, the page said it could not draw the pond.
 */
export const WATER_DWELLERS = new Set(['duck', 'swan', 'goose', 'frog', 'hippopotamus', 'crocodile']);
export const STILL_WATER = /\b(?:ponds?|lakes?|rivers?|lily\s?pads?|swamps?|marsh(?:es)?|bogs?|bayous?|wetlands?|everglades)\b/i;
/** Being in or at a pool to swim in, not beside it. */
export const POOL_VISIT = /\b(?:in|at|into)\s+(?:a|the)\s+(?:swimming\s+)?pool\b(?!\s+(?:table|cue|of|party)\b)/i;
/** A pool to swim in, not a pond: its water a tiled basin, no reeds. */
export const SWIMMING_POOL = /\bswimming\s+pools?\b|\bpools?\b(?!\s+(?:table|cue|of|party)\b)/i;
/** Up on a lily pad, not swimming among them. */
export const ON_LILY_PAD = /\bon\s+(?:a|the|big)?\s*(?:big\s+)?lily\s?pads?\b/i;
export const VERB_NAMES = Object.keys(VERBS) as VerbName[];

export function verbEntry(name: VerbName): Verb {
  return VERBS[name];
}
