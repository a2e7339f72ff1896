/** Prompts the description box types out as its placeholder. */
export const TYPING_PROMPTS = [
  'A friendly dragon with big wings and a curly tail...',
  'A brave astronaut kid floating among the stars...',
  'A gentle unicorn with a flowing mane and a star on its side...',
  'A cheerful robot with round eyes and a little antenna...',
  'A playful penguin wearing a cosy knitted scarf...',
  'A wise old owl with round glasses reading a book...',
] as const;

export interface QuickFill {
  label: string;
  description: string;
}

export const QUICK_FILLS: readonly QuickFill[] = [
  {
    label: 'Dragon',
    description:
      'A friendly baby dragon with big round eyes, small wings, a curly tail and a wide happy smile, sitting on its back legs and waving.',
  },
  {
    label: 'Astronaut',
    description:
      'A cheerful kid astronaut in a puffy space suit with a round helmet, a star patch on the chest and a little backpack, giving a thumbs up.',
  },
  {
    label: 'Unicorn',
    description:
      'A gentle unicorn with a flowing curly mane, a spiral horn, big sparkly eyes and a small star on its side, standing in a meadow pose.',
  },
  {
    label: 'Robot',
    description:
      'A cute boxy robot with round eyes, a little antenna with a ball on top, bolt details, stubby arms and a heart on its chest panel.',
  },
  {
    label: 'Penguin',
    description:
      'A playful chubby penguin wearing a knitted scarf and a bobble hat, with small flippers, orange feet and a cheeky grin.',
  },
  {
    label: 'Owl',
    description:
      'A wise little owl with big round glasses, fluffy feather tufts on its head, a striped chest and a tiny book held under one wing.',
  },
];
