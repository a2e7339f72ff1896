import type { AgeGroup } from '../../shared/constants';

/**
 * Every word the product sends to an image model lives here, each rule beside the reason it exists.
 * `why` is for the people reading this file; only `text` reaches the model.
 */
interface PromptRule {
  text: string;
  why: string;
}

const COLORING_PAGE_RULES: readonly PromptRule[] = [
  {
    text: 'This is a printable coloring page: black outline line art only.',
    why: 'Naming the genre first steers image models away from illustration styles; everything else refines it.',
  },
  {
    text: 'Use no color, no gray tones, no shading, no gradients, no hatching and no filled black areas.',
    why: 'Children add the color. Gray and shading print muddy and are thresholded away by linework anyway, leaving holes.',
  },
  {
    text: 'The background is pure white paper: no texture, no paper grain, no border or frame.',
    why: 'Texture becomes specks after thresholding; a frame wastes the printable area inside the page margins.',
  },
  {
    text: 'Every outline is a closed, unbroken line, so each shape is a region that can be colored in.',
    why: 'Gaps let crayon "leak" and break paint-bucket fills in coloring apps; linework only bridges hairline gaps.',
  },
  {
    text: 'Keep colorable areas large; avoid tiny details, dense patterns and very thin lines.',
    why: 'Small regions cannot be colored with crayons, and thin lines vanish when the image is scaled to 300 DPI.',
  },
  {
    text: 'Do not write any text, letters, numbers, captions, labels, signatures or watermarks.',
    why: 'Models invent garbled lettering; the product prints titles itself where it wants them.',
  },
];

const AGE_GROUP_RULES: Record<AgeGroup, PromptRule> = {
  '3-5': {
    text: 'Audience: ages 3 to 5. Very simple: a few big, bold shapes, very thick outlines, almost no background (a ground line or one or two large simple objects at most).',
    why: 'Small hands color with fat crayons and little control; big regions and thick lines are what they can fill.',
  },
  '6-8': {
    text: 'Audience: ages 6 to 8. Moderate detail: thick outlines, a simple recognisable background with a handful of large objects.',
    why: 'The default group: enough scene to tell a story, regions still large enough for crayons and markers.',
  },
  '9-12': {
    text: 'Audience: ages 9 to 12. More detail: medium-weight outlines, a full background with more objects and some decorative detail, but still no tiny regions.',
    why: 'Older children enjoy a longer coloring session with colored pencils; regions may be smaller but must stay colorable.',
  },
};

/** Distinct poses in the order a sheet of N poses uses them: the first few read well at preview size. */
const SHEET_POSES = [
  'standing, facing the viewer',
  'walking, seen from the side',
  'waving happily',
  'sitting down',
  'jumping with joy',
  'running',
] as const;

function rulesText(rules: readonly PromptRule[]): string {
  return rules.map((rule) => `- ${rule.text}`).join('\n');
}

/** Rows x columns for N poses on a portrait sheet: two columns keep each pose large. */
export function poseGrid(poses: number): { rows: number; columns: number } {
  const columns = poses <= 2 ? poses : 2;
  return { rows: Math.ceil(poses / columns), columns };
}

export function characterSheetPrompt(input: { name: string; description: string; poses: number }): string {
  const { rows, columns } = poseGrid(input.poses);
  const poses = SHEET_POSES.slice(0, input.poses).map((pose, index) => `${index + 1}. ${pose}`);
  return [
    `Draw a character sheet for a coloring book: the same character shown ${input.poses} times, in ${input.poses} distinct poses, arranged in a grid of ${rows} rows and ${columns} columns with clear white space between the poses.`,
    `The character${input.name ? `, ${input.name},` : ''} is: ${input.description}`,
    `Poses:\n${poses.join('\n')}`,
    // Why: a sheet is only useful as a reference if every pose is unmistakably the same character.
    'In every pose the character has exactly the same proportions, face, hairstyle, clothes and accessories. Full body, nothing cropped. No background.',
    rulesText(COLORING_PAGE_RULES),
    rulesText([AGE_GROUP_RULES['6-8']]),
  ].join('\n\n');
}

export interface SceneCharacterBrief {
  name: string;
  description: string;
  /** 1-based position of this character's sheet among the reference images, or null when none was sent. */
  referenceImage: number | null;
}

/**
 * The fixed text description of each character, repeated in every scene: reference images alone drift,
 * the words pin name, look and clothes.
 */
export function characterBible(characters: readonly SceneCharacterBrief[]): string {
  const lines = characters.map((character, index) => {
    const reference =
      character.referenceImage === null ? '' : ` Reference image ${character.referenceImage} is this character's sheet.`;
    return `${index + 1}. ${character.name}${index === 0 ? ' (main character)' : ''}: ${character.description}.${reference}`;
  });
  return `Character bible (draw each character exactly as described and as in their reference sheet):\n${lines.join('\n')}`;
}

export function scenePrompt(input: {
  title: string;
  description: string;
  ageGroup: AgeGroup;
  characters: readonly SceneCharacterBrief[];
}): string {
  const hasReferences = input.characters.some((character) => character.referenceImage !== null);
  return [
    `Draw one full-page coloring page scene: ${input.description}` +
      // Why: the title gives context, but models love to letter it onto the page.
      (input.title ? ` (The page's working title is "${input.title}"; do not write it on the page.)` : ''),
    characterBible(input.characters),
    hasReferences
      ? // Why: edit endpoints otherwise tend to return the reference sheet itself, grid and all.
        'The reference images are character sheets, not the picture to draw: draw a new single scene, portrait orientation, with each character appearing once, recognisably the same as in their sheet.'
      : 'Draw a single scene in portrait orientation with each character appearing once.',
    rulesText(COLORING_PAGE_RULES),
    rulesText([AGE_GROUP_RULES[input.ageGroup]]),
  ].join('\n\n');
}

const PHOTO_BACKGROUND_RULES: Record<'keep' | 'simplify', PromptRule> = {
  keep: {
    text: 'Keep the setting of the photo, drawn as simple outlines.',
    why: 'People who choose to keep the background want the place recognisable (their garden, their street).',
  },
  simplify: {
    text: 'Draw only the main subject of the photo with at most a ground line; leave out the busy background.',
    why: 'Grass, foliage and crowds become fields of tiny regions nobody can color.',
  },
};

export function photoPagePrompt(input: { ageGroup: AgeGroup; background: 'keep' | 'simplify' }): string {
  return [
    'Turn this photo into a coloring page: trace the people, animals and things in it as clean outlines, keeping them recognisable (faces, poses, proportions).',
    rulesText(COLORING_PAGE_RULES),
    rulesText([PHOTO_BACKGROUND_RULES[input.background], AGE_GROUP_RULES[input.ageGroup]]),
  ].join('\n\n');
}

export function refinePrompt(input: { instructions: string }): string {
  return [
    `Edit this coloring page: ${input.instructions}`,
    // Why: without it, models redraw the whole page and characters change between refinements.
    'Change only what the instruction asks for; keep everything else, including the characters and the composition, the same.',
    rulesText(COLORING_PAGE_RULES),
  ].join('\n\n');
}
