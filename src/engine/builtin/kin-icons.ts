/**
 * Creatures no Fluent icon draws, drawn in the icons' flat style on their 32-unit square. Each names the icon it is kin
 * to: it is that icon's kind of thing (a being, counted and posed like one), and a kin with `parts` is that icon with
 * the parts that make it what it is painted over it.
 */
export interface KinIcon {
  kin: string;
  /** Shapes painted over the kin's own, or, with `isDrawnWhole`, the whole drawing. */
  parts: string;
  /** Shapes painted before the kin's own, behind them (a firefly's wings, spread from under its wing covers). */
  behind?: string;
  isDrawnWhole?: boolean;
  /** Seen flying wherever the words do not say what it does: a dragonfly or a firefly is never found standing. */
  isFlyer?: boolean;
}

/** A narwhal's tusk in bands slanted across it, so its lines twist round it as a spiral does. */
const NARWHAL_TUSK = [
  'M4.8 12.61L1.75 11.42L1.25 12.53L4.2 13.99Z',
  'M1.75 11.42L-.46 10.56L-.86 11.48L1.25 12.53Z',
  'M-.46 10.56L-2.41 9.79L-2.75 10.55L-.86 11.48Z',
  'M-2.41 9.79L-4.13 9.13L-4.39 9.74L-2.75 10.55Z',
  'M-4.13 9.13L-5.59 8.55L-5.81 9.04L-4.39 9.74Z',
  'M-5.59 8.55L-7.24 7.91L-7.5 8L-7.4 8.25L-5.81 9.04Z',
]
  .map((d) => `<path fill="#f3eed8" d="${d}"/>`)
  .join('');

/** A firefly's light: rays out from its glowing tail, below the body. */
const GLOW_RAYS = [30, 60, 90, 120, 150]
  .map((degrees) => {
    const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    const at = (radius: number): string => `${(16 + cos * radius).toFixed(2)} ${(28.6 + sin * radius).toFixed(2)}`;
    return `<path stroke="#ffb02e" stroke-width="1" d="M${at(5)}L${at(7.6)}"/>`;
  })
  .join('');

/** The beetle's wing covers painted again over its spots. */
const FIREFLY_COVERS =
  '<path fill="#00d26a" d="M13.772 11.99h-3.11c-3.11 0-5.64 2.52-5.64 5.63v2.35c0 5.17 3.92 9.47 8.95 9.99a.933.933 0 0 0 1.04-.93v-15.8c.01-.68-.55-1.24-1.24-1.24m7.6 0h-3.11c-.69 0-1.25.56-1.24 1.24v15.8c0 .56.48.99 1.04.93c5.03-.52 8.95-4.82 8.95-9.99v-2.35c0-3.11-2.53-5.63-5.64-5.63"/>';

export const KIN_ICONS: Record<string, KinIcon> = {
  // The seal drawn for "a walrus" had no tusks (round 20): two tusks hang from under its muzzle, over its chest, one
  // shape with its root across the muzzle's foot (as two they left a speck between them and the muzzle's two lobes).
  walrus: {
    kin: 'seal',
    parts: '<path fill="#fff" d="M6.9 16.6H10.4V17.9q-.05 2.4-.7 5.1q-.65-2.3-.7-5.1H8.3q-.05 2.8-.7 5.1q-.65-2.3-.7-5.1z"/>',
  },
  // The parrot drawn for "a toucan" had its short hooked beak (round 20): a toucan's is as long as its head, curved down.
  toucan: { kin: 'parrot', parts: '<path fill="#ffb02e" d="M8.9 3.9C4.8 3.5 1.1 5.6.3 11.2C2.6 11.1 5.8 11.2 8.9 10.6Z"/>' },
  // "A narwhal" was an empty page: the whale with its long spiral tusk reaching ahead from its brow.
  narwhal: { kin: 'whale', parts: NARWHAL_TUSK },
  // "Three fireflies at night" were three missing: the beetle with its tail aglow, the light's rays shining out below it.
  // Its wings spread up and out from under its wing covers, which are plain: the beetle's spots made it a ladybird.
  firefly: {
    kin: 'beetle',
    isFlyer: true,
    behind: '<ellipse fill="#e1d8ec" cx="8" cy="8.6" rx="6.6" ry="2.7" transform="rotate(41 8 8.6)"/><ellipse fill="#e1d8ec" cx="24" cy="8.6" rx="6.6" ry="2.7" transform="rotate(-41 24 8.6)"/>',
    parts: `${FIREFLY_COVERS}<ellipse fill="#fff478" cx="16" cy="28.6" rx="4.2" ry="3.4"/>${GLOW_RAYS}`,
  },
  // A dragonfly seen from above: four long wings spread out from its middle, big round eyes, and a long thin tail in
  // bands (the fly's two short wings and stout body read as a housefly).
  dragonfly: {
    kin: 'fly',
    isDrawnWhole: true,
    isFlyer: true,
    parts:
      '<ellipse fill="#aeddff" cx="8.8" cy="9.4" rx="7.4" ry="2.5" transform="rotate(6 8.8 9.4)"/>' +
      '<ellipse fill="#aeddff" cx="23.2" cy="9.4" rx="7.4" ry="2.5" transform="rotate(-6 23.2 9.4)"/>' +
      '<ellipse fill="#aeddff" cx="9.6" cy="14.6" rx="6.8" ry="2.3" transform="rotate(-8 9.6 14.6)"/>' +
      '<ellipse fill="#aeddff" cx="22.4" cy="14.6" rx="6.8" ry="2.3" transform="rotate(8 22.4 14.6)"/>' +
      '<path fill="#00a6ed" d="M14.6 13.2H17.4L16.95 29.4Q16 31.4 15.05 29.4Z"/>' +
      '<path fill="#0fd1ff" d="M14.72 17.4H17.28L17.23 19.2H14.77ZM14.85 21.8H17.15L17.1 23.6H14.9ZM14.98 26.2H17.02L16.98 28H15.02Z"/>' +
      '<ellipse fill="#00a6ed" cx="16" cy="11" rx="2.9" ry="3.4"/>' +
      '<ellipse fill="#00a6ed" cx="16" cy="6.6" rx="3.3" ry="2.4"/>' +
      '<circle fill="#fff" cx="14.1" cy="5.5" r="1.75"/><circle fill="#fff" cx="17.9" cy="5.5" r="1.75"/>' +
      '<circle fill="#1c1c1c" cx="14.3" cy="5.3" r=".75"/><circle fill="#1c1c1c" cx="17.7" cy="5.3" r=".75"/>',
  },
  // A stingray seen from above: a flat diamond with wide rounded wings, its eyes and a smile near the front, spots
  // on its wings and a long thin tail curving away behind (straight down, it stood on the sea floor like a kite on a stick).
  stingray: {
    kin: 'fish',
    isDrawnWhole: true,
    parts:
      '<path fill="#b4acbc" d="M15.2 20.6C15.4 24.5 16.5 27.6 20.4 29.4C22 30.1 23.6 30.3 25.2 30.2Q25.8 29.8 25.2 29.3C23.6 29.2 22.2 28.9 20.9 28.2C18.1 26.7 16.9 24 16.8 20.6Z"/>' +
      '<path fill="#8d65c5" d="M16 3C19.5 3 26 7.5 30 12.6C30.4 13.1 30.1 13.7 29.5 13.8C24.5 14.6 20 17.5 16 22C12 17.5 7.5 14.6 2.5 13.8C1.9 13.7 1.6 13.1 2 12.6C6 7.5 12.5 3 16 3Z"/>' +
      '<circle fill="#cbb8e6" cx="9" cy="11.2" r="1.1"/><circle fill="#cbb8e6" cx="23" cy="11.2" r="1.1"/>' +
      '<circle fill="#cbb8e6" cx="11.6" cy="14.4" r=".9"/><circle fill="#cbb8e6" cx="20.4" cy="14.4" r=".9"/>' +
      '<circle fill="#fff" cx="14" cy="7.4" r="1.45"/><circle fill="#fff" cx="18" cy="7.4" r="1.45"/>' +
      '<circle fill="#1c1c1c" cx="14" cy="7.5" r=".7"/><circle fill="#1c1c1c" cx="18" cy="7.5" r=".7"/>' +
      '<path stroke="#1c1c1c" stroke-width=".5" d="M14.4 9.8Q16 11.2 17.6 9.8"/>',
  },
  // A praying mantis seen from the side ("a praying mantis" was an empty meadow): a long body on four thin legs, a
  // slim neck rising to a triangular head with big eyes and feelers, and its two front legs folded up before it as if
  // in prayer.
  mantis: {
    kin: 'cricket',
    isDrawnWhole: true,
    parts:
      '<path stroke="#00d26a" stroke-width=".8" fill="none" d="M15.6 18.8L12.6 23.6L10.2 29.2M17.2 19.6L14.8 24.8L14.2 29.2M19.4 20.4L23.2 24.6L22.6 29.2M21 20.8L26 25.2L27.6 29.2"/>' +
      '<ellipse fill="#00d26a" cx="22" cy="19.6" rx="8.2" ry="3" transform="rotate(12 22 19.6)"/>' +
      '<path fill="#86d72f" d="M14.4 17.6Q22 14.6 29.8 20.6Q22 20.2 15 19.6Z"/>' +
      '<path fill="#00d26a" d="M16.4 18.6L14.6 16.8L9.6 9.4L11.2 8.6L17 16.6Z"/>' +
      '<path fill="#86d72f" d="M12 11.6L7.4 15.4L6.2 14.2L11 10.4Z"/>' +
      '<path fill="#86d72f" d="M7.4 15.4L4.6 11.6L5.8 10.8L7.8 13.2Z"/>' +
      '<path stroke="#00d26a" stroke-width=".5" fill="none" d="M8.4 4.6Q6.4 1.4 3 1.2M9.6 4.4Q10.4 1.2 13.6 .6"/>' +
      '<path fill="#00d26a" d="M5.4 5.6Q8.6 3.4 12.2 5.2Q11.4 8.4 9 10.6Q6.6 8.6 5.4 5.6Z"/>' +
      '<circle fill="#fff" cx="6.4" cy="5.8" r="1.4"/><circle fill="#fff" cx="11.2" cy="5.6" r="1.4"/>' +
      '<circle fill="#1c1c1c" cx="6.2" cy="5.8" r=".6"/><circle fill="#1c1c1c" cx="11" cy="5.6" r=".6"/>',
  },
  // A crane, the wading bird ("a crane standing in a pond" said it couldn't draw it, "a crane bird" drew a sparrow): the
  // flamingo's body on one long leg, the other tucked up, with a long straight pointed beak where its hook was, a cap on
  // its crown and a bustle of drooping tail feathers over its back end.
  'crane-bird': {
    kin: 'flamingo',
    isDrawnWhole: true,
    parts:
      '<path fill="#d73b9a" d="M15.94 30.01h-1.19a.749.749 0 1 1 0-1.5h.75V19c0-.41.34-.75.75-.75s.75.34.75.76v9.95c0 .58-.48 1.05-1.06 1.05"/>' +
      '<path fill="#f837a2" d="M11.25 24.5c-.41 0-.75-.34-.75-.75v-.37c0-.76.62-1.38 1.38-1.38h8.44c.1 0 .15-.06.17-.11s.04-.12-.02-.2l-3.92-5.02l1.18-.92l3.92 5.02c.4.51.47 1.19.19 1.77c-.28.59-.9.96-1.56.96H12v.24c0 .43-.34.76-.75.76"/>' +
      '<path fill="#636363" d="M10.6 2.5Q6 3.3 1.2 4.3Q6 4.7 10.6 5.1Z"/>' +
      '<path fill="#ff6dc6" d="M16.26 8h.14c5.51.07 10.14 4.36 10.57 9.77c.06.67-.47 1.23-1.13 1.23H10.71a5.702 5.702 0 0 1-4.12-9.65L10.75 5Q9.1 3.3 11.28 2a2.723 2.723 0 0 1 1.92 4.65l-4.98 4.98c-.29.29-.29.77 0 1.06s.77.29 1.06 0l2.99-2.98C13.15 8.74 14.79 8 16.26 8"/>' +
      '<path fill="#ffb2ff" d="M24.76 16.71c-.34-3.99-3.53-7.12-7.61-7.12a3.91 3.91 0 1 0 0 7.82l6.96-.01c.38.01.68-.31.65-.69"/>' +
      '<path fill="#1c1c1c" d="M21.8 13.2Q24 10.8 26.6 13.4Q28.6 15.8 28.9 19.8Q28 19.2 27.3 20.8Q26.5 19.4 25.4 20.4Q25 18.6 23.6 17.8Q22.2 16.2 21.8 13.2Z"/>' +
      '<path fill="#f8312f" d="M10.5 3.1Q10.6 1.6 12.2 1.7Q13.4 1.9 13.7 3.3Q12.1 2.8 10.5 3.1Z"/>' +
      '<path fill="#1c1c1c" d="M11.7 4.5a.55.55 0 1 0 0-1.1a.55.55 0 0 0 0 1.1"/>',
  },
};

/** The icon whose kind of thing the named one is: its kin, or itself. */
export function kinOf(name: string): string {
  return KIN_ICONS[name]?.kin ?? name;
}

/** Whether the icon is seen flying when the words give it nothing to do. */
export function isFlyerIcon(name: string): boolean {
  return KIN_ICONS[name]?.isFlyer === true;
}
