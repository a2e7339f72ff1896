import { describe, expect, it } from 'vitest';
import { matchMotifs, motifForWord, wordForms } from './word-matching';

const motifsOf = (text: string): string[] => matchMotifs(text).map((match) => match.motif);

describe('matchMotifs', () => {
  it('finds a dragon and a book in "A brave little dragon who loves reading books"', () => {
    expect(motifsOf('A brave little dragon who loves reading books')).toEqual(['dragon', 'closed-book']);
  });

  it.each([
    ['A brave little dragon', 'dragon'],
    ['A curious astronaut exploring the stars', 'astronaut'],
    ['A magical unicorn with a flowing mane', 'unicorn'],
    ['A friendly robot who loves to help', 'robot'],
    ['A playful penguin sliding on the ice', 'penguin'],
    ['A wise old owl', 'owl'],
  ])('recognises the landing subject in "%s"', (text, motif) => {
    expect(motifsOf(text)[0]).toBe(motif);
  });

  it.each([
    // Pets
    ['a fluffy kitten', 'cat'],
    ['two puppies', 'dog'],
    ['a bunny', 'rabbit'],
    ['a hamster', 'hamster'],
    ['a goldfish', 'fish'],
    // Farm and wild animals
    ['a cow', 'cow'],
    ['a piglet', 'pig'],
    ['sheep', 'ewe'],
    ['a horse', 'horse'],
    // The chicken icon is a head alone; a hen on a page is the whole bird.
    ['a hen', 'rooster'],
    ['three chickens', 'rooster'],
    ['a lion', 'lion'],
    ['an elephant', 'elephant'],
    ['a giraffe', 'giraffe'],
    ['foxes', 'fox'],
    ['a monkey', 'monkey'],
    ['a bear', 'bear'],
    // Dinosaurs
    ['a dinosaur', 't-rex'],
    ['a T-Rex', 't-rex'],
    ['a brachiosaurus', 'sauropod'],
    // Sea life
    ['an octopus', 'octopus'],
    ['a shark', 'shark'],
    ['a whale', 'whale'],
    ['a dolphin', 'dolphin'],
    ['a sea turtle', 'turtle'],
    ['a crab', 'crab'],
    // Vehicles
    ['a race car', 'racing-car'],
    ['a fire truck', 'fire-engine'],
    ['a train', 'locomotive'],
    ['an airplane', 'airplane'],
    ['a rocket', 'rocket'],
    ['a hot air balloon', 'hot-air-balloon'],
    ['a tractor', 'tractor'],
    ['a sailboat', 'sailboat'],
    // Fairy-tale figures
    ['a princess', 'princess'],
    ['a wizard', 'person-mage'],
    ['a fairy', 'person-fairy'],
    ['a mermaid', 'person-merpeople'],
    ['a king', 'person-with-crown'],
    // People and professions
    ['a doctor', 'health-worker'],
    ['a firefighter', 'firefighter'],
    ['a chef', 'cook'],
    ['a police officer', 'police-officer'],
    ['a farmer', 'farmer'],
    // Food
    ['pizza', 'pizza'],
    ['ice cream', 'ice-cream'],
    ['a birthday cake', 'birthday-cake'],
    ['strawberries', 'strawberry'],
    // Weather
    ['a rainbow', 'rainbow'],
    ['the sun', 'sun'],
    ['a snowman', 'snowman'],
    ['rain', 'cloud-with-rain'],
    // Space
    ['planets', 'ringed-planet'],
    ['the moon', 'crescent-moon'],
    ['an alien', 'alien'],
  ])('matches "%s" to %s', (text, motif) => {
    expect(motifsOf(text)).toContain(motif);
  });

  it.each([
    ['a glass slipper', ['glass-slipper']],
    ['a garbage truck', ['garbage-truck']],
    ['two dump trucks', []],
    ['an ice cream truck', []],
    ['a fire hydrant', []],
    ['a leprechaun with a pot of gold', ['pot-of-gold']],
    // The ball she is at is a ballroom, never the football.
    ['a princess at the royal ball', ['princess', 'ballroom']],
    ['a princess in her ball gown', ['princess']],
    ['a stegosaurus', []],
    ['a stocking by the fireplace', ['fireplace']],
    ['a pumpkin pie', ['pie']],
    ['a vampire bat', ['bat']],
    ['a planet with rings', ['ringed-planet']],
    ['a mail carrier', []],
    ['a puppy with a ball and a balloon', ['dog', 'soccer-ball', 'balloon']],
  ])('lets no word of a name nothing draws pick a different thing: "%s" -> %j', (text, motifs) => {
    expect(motifsOf(text)).toEqual(motifs);
  });

  it('matches nothing in words it does not know', () => {
    expect(matchMotifs('a zorblax quibbling gently')).toEqual([]);
  });

  it('does not let describing words pick motifs', () => {
    expect(motifsOf('a brave happy little friendly cute one')).toEqual([]);
  });

  it('keeps the order of the words and each motif once', () => {
    expect(motifsOf('a cat, a dog and another cat')).toEqual(['cat', 'dog']);
  });
});

describe('wordForms', () => {
  it('guesses singulars of regular and irregular plurals', () => {
    expect(wordForms('books')).toContain('book');
    expect(wordForms('ponies')).toContain('pony');
    expect(wordForms('foxes')).toContain('fox');
    expect(wordForms('mice')).toContain('mouse');
  });
});

describe('motifForWord', () => {
  it('prefers the emoji whose whole label is the word', () => {
    expect(motifForWord('dragon')).toBe('dragon');
    expect(motifForWord('whale')).toBe('whale');
  });
});
