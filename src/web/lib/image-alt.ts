/** What a character sheet shows, for its alt text: who, what they look like, how many poses. */
export function characterSheetAlt(name: string, description: string, poses: number): string {
  const who = name ? `Character sheet of ${name}` : 'Character sheet';
  const looks = description.trim() ? `: ${description.trim()}` : '';
  return `${who}${looks}, in ${poses} poses`;
}

/**
 * What a coloring page shows, for its alt text: the words it was drawn from (the engine's page
 * metadata carries the same description), so a screen reader hears the picture, not its title again.
 */
export function sceneAlt(scene: { title: string; sceneDescription: string }): string {
  const description = scene.sceneDescription.trim().replace(/[.\s]+$/, '');
  return `Coloring page: ${description || scene.title}`;
}
