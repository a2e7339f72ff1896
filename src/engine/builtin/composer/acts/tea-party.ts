import { createCharacterSpec, type BuiltinCharacterSpec } from '../../character';
import { drawBeing, moveBeing, type DrawnBeing } from '../figures';
import { addFigure, type Scene } from '../scene-state';
import { teaSet, teaTable } from '../tea-party';
import { stool } from '../writing';
import type { Act } from './act';

/** `tea`: everyone the words name round a tea table, teddy bears in the seats no one takes. */
export const teaPartyAct: Act = { drawWholeCast: drawTeaParty };

/**
 * A tea party: a small round table with a cloth in the middle, a teapot and a cup before each end, a guest sat on a
 * stool at each end facing it and a third behind it; teddy bears fill the seats no one named takes ("a tea party with
 * teddy bears" has only them). (With no verb the page stood a teapot as tall as the trees beside a lone teddy icon.)
 */
function drawTeaParty(scene: Scene, words: BuiltinCharacterSpec[]): void {
  const { art, groundY, style } = scene;
  const linePx = style.linePx;
  const guests = words.slice(0, 3);
  while (guests.length < 3) guests.push(createCharacterSpec('teddy bear', 'teddy bear'));
  if (words[0]) scene.lead = words[0];
  const height = scene.leadHeight * 0.8;
  const tableWidth = art.width * 0.42;
  const cx = art.x + art.width / 2;
  const seatY = groundY - height * 0.3;
  const topY = seatY - height * 0.2;
  // A teddy is a toy sat with the children, smaller than they are.
  const isTeddy = (guest: BuiltinCharacterSpec): boolean => !words.includes(guest);
  const sizeOf = (guest: BuiltinCharacterSpec): number => (isTeddy(guest) ? height * 0.7 : height);
  const seatAt = (guest: BuiltinCharacterSpec, facing: 1 | -1, x: number, y: number): DrawnBeing => {
    const probe = drawBeing(guest, { pose: 'sitting', cx: 0, groundY, height: sizeOf(guest), facing, style, prop: null });
    return moveBeing(probe, x - probe.anchors.hips.x, y - probe.anchors.hips.y);
  };
  // The one behind the table sits up higher, its head clear over the teapot, the cloth hiding its legs and seat.
  const behind = seatAt(guests[2]!, 1, cx, seatY - height * (isTeddy(guests[2]!) ? 0.2 : 0.08));
  addFigure(scene, behind, guests[2]!);
  const table = teaTable(cx, topY, groundY, tableWidth, linePx, style.detail);
  const set = teaSet(cx, topY, tableWidth, linePx, style.detail);
  // A child sat side on at an end tucks the knees in under the cloth, so goes in first; a teddy sits facing out beside
  // it, a paw on the table's edge, so goes in over it.
  const seated = ([-1, 1] as const).map((side, index) => {
    const guest = guests[index]!;
    const probe = seatAt(guest, side === -1 ? 1 : -1, 0, seatY);
    const reach = side === -1 ? probe.box.x + probe.box.width : -probe.box.x;
    const wanted = isTeddy(guest) ? cx + side * (tableWidth * 0.46 + reach) : cx + side * (tableWidth * 0.5 + height * 0.14);
    // Inside the frame: a wide teddy leans its paw further over the table instead.
    const x = Math.min(Math.max(wanted, art.x + linePx * 4 - probe.box.x), art.x + art.width - linePx * 4 - probe.box.x - probe.box.width);
    const drawn = moveBeing(probe, x, 0);
    return { guest, drawn, seat: stool(x, seatY + height * 0.02, groundY, sizeOf(guest) * 0.36, linePx) };
  });
  for (const { guest, drawn, seat } of seated.filter(({ guest }) => !isTeddy(guest))) {
    scene.layers.main.push(seat);
    addFigure(scene, drawn, guest);
  }
  scene.layers.main.push(table.markup, set.markup);
  for (const { guest, drawn, seat } of seated.filter(({ guest }) => isTeddy(guest))) {
    scene.layers.main.push(seat);
    addFigure(scene, drawn, guest);
  }
  scene.subject.push(table.box, set.box);
  scene.layers.drawn.push('tea party');
  for (const motif of ['table', 'teapot', 'teddy-bear', 'party-popper']) scene.used.add(motif);
  // Measured by tests: the teapot and each cup on the table's top, and each guest's hips on its seat.
  scene.joins.push({ what: 'teapot-on-table', figure: { x: cx, y: topY }, thing: set.teapot });
  for (const cup of set.cups) scene.joins.push({ what: 'cup-on-table', figure: { x: cup.x, y: topY }, thing: cup });
  for (const { drawn } of seated) scene.joins.push({ what: 'guest-on-seat', figure: drawn.anchors.hips, thing: { x: drawn.anchors.hips.x, y: seatY } });
}
