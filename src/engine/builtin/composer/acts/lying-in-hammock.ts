import { fmt } from '../../drawing';
import { drawHeldBook } from '../../figure/held-book';
import { drawComposedProp } from '../../props/prop-library';
import { hammock, hammockArt } from '../../props/hammock';
import { snoreLetters } from '../snore-letters';
import { drawBeing } from '../figures';
import { addFigure, placeCrowd, type Scene } from '../scene-state';
import type { Act, ActCast } from './act';

/** `hammock`: lying in a hammock slung between two trees, reading a book if the words say so. */
export const lyingInHammockAct: Act = { isForHands: true, draw: drawHammockLounger };

/** The hammock's width as a share of the art's: nearly all of it, with the crowd's room taken off when there is one. */
const HAMMOCK_WIDTH = 0.9;
const HAMMOCK_WIDTH_WITH_CROWD = 0.66;
/** The book on the chest: how far from the neck to the hips its foot stands, its width by the head's, and its turn towards the face. */
const BOOK_ALONG = 0.45;
const BOOK_SIZE = 1.5;
const BOOK_TURN = -24;
/** The snores' letters' size as a share of the art's width: bigger for the youngest to colour inside. */
const SNORE_SIZE = { low: 0.17, other: 0.13 } as const;
/** Words that put a book in the lounger's hands. */
const READING = /\b(read|reads|reading|book|books|story)\b/i;

/**
 * "Dad reading in a hammock", "a girl in a hammock": the one the words name lies in a hammock slung between two trees,
 * on the back, the head on the left, the cloth over the body up to the chest; asleep with the eyes closed when the
 * words say so (a night page), awake and smiling otherwise, and a reader holds an open book up on the chest. Dad stood
 * reading on the grass, the hammock left out; a girl was drawn only as a small sleeper in the middle of an empty meadow.
 */
function drawHammockLounger(scene: Scene, { lead, others, crowdPose }: ActCast): void {
  const { art, groundY, style, verb } = scene;
  const detail = style.detail;
  const drawing = hammockArt(detail);
  const width = art.width * (others.length > 0 ? HAMMOCK_WIDTH_WITH_CROWD : HAMMOCK_WIDTH);
  const scale = width / drawing.width;
  const cx = others.length > 0 ? art.x + width / 2 + art.width * 0.02 : art.x + art.width / 2;
  const placement = { cx, bottom: groundY, size: Math.max(drawing.width, drawing.height) * scale, linePx: style.linePx, detail };
  const box = { x: cx - width / 2, y: groundY - drawing.height * scale };
  const behind = drawComposedProp({ ...hammock, draw: () => ({ width: drawing.width, height: drawing.height, shapes: drawing.behind, anchors: {} }) }, placement);
  const inFront = drawComposedProp({ ...hammock, draw: () => ({ width: drawing.width, height: drawing.height, shapes: drawing.inFront, anchors: {} }) }, placement);
  const isAsleep = verb?.expression === 'sleeping';
  const lounger = drawBeing(lead, {
    pose: 'sleeping',
    cx: box.x + drawing.lounger.cx * scale,
    groundY: box.y + drawing.lounger.groundY * scale,
    height: drawing.lounger.height * scale,
    facing: 1,
    style,
    prop: null,
    expression: isAsleep ? 'sleeping' : 'happy',
  });
  scene.layers.main.push(behind.markup);
  addFigure(scene, lounger, lead);
  scene.layers.main.push(inFront.markup);
  // Only what the hammock covers: the grass under its cloth gets the lawn's flowers and tufts, not a bare strip.
  scene.subject.push(...drawing.covers.map((part) => ({ x: box.x + part.x * scale, y: box.y + part.y * scale, width: part.width * scale, height: part.height * scale })));
  scene.layers.drawn.push('hammock');
  scene.used.add('hammock').add('deciduous-tree');
  const { neck, hips } = lounger.anchors;
  scene.joins.push({ what: 'lying-in-hammock', figure: hips, thing: { x: inFront.box.x + inFront.box.width / 2, y: box.y + drawing.lounger.groundY * scale } });
  // A sleeper's "Zzz" rises over the head, clear of the trees' crowns, as it does over any other sleeper's.
  if (isAsleep) {
    const size = art.width * (detail === 'low' ? SNORE_SIZE.low : SNORE_SIZE.other);
    const zzz = snoreLetters(lounger.headBox.x + lounger.headBox.width + size * 0.3, lounger.headBox.y - style.linePx * 2, size, style.linePx);
    scene.layers.main.push(zzz.markup);
    scene.subject.push(zzz.box);
    scene.used.add('zzz');
  }
  if (READING.test(scene.plan.description) && !isAsleep) {
    const book = openBookOnChest({ x: neck.x + (hips.x - neck.x) * BOOK_ALONG, y: Math.min(neck.y, hips.y) }, lounger.headBox.width * BOOK_SIZE, style.linePx);
    scene.layers.main.push(book.markup);
    scene.used.add('open-book');
    scene.joins.push({ what: 'book-on-chest', figure: neck, thing: book.foot });
  }
  placeCrowd(scene, others, crowdPose);
}

/**
 * An open book held up on the chest, its pages tipped back towards the reader's face on the left (the held book of the
 * reading pose, turned), its foot on the body at `foot`.
 */
function openBookOnChest(foot: { x: number; y: number }, size: number, linePx: number): { markup: string; foot: { x: number; y: number } } {
  const book = drawHeldBook(foot.x, foot.y, size, linePx);
  return { markup: `<g transform="rotate(${fmt(BOOK_TURN)} ${fmt(foot.x)} ${fmt(foot.y)})">${book.markup}</g>`, foot };
}
