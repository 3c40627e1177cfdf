// Where each subject of a scene goes and how tall it is. Simple composition rules: buildings and
// trees stand on the horizon behind; people, animals and things stand in the foreground, the first
// named one in the middle and a little larger; more subjects make each smaller; flying things fill
// the sky, swimming things the water, table things a counter indoors or a blanket outdoors.

import { between } from '@mergepix/core';
import type { SceneFrame } from './scene-frame.ts';
import { SUBJECTS, type SubjectId } from './scene-lexicon.ts';
import type { SceneSubject } from './scene-parse.ts';

/** One subject placed: its foot point, height and facing, in px. */
export interface Placed {
  id: SubjectId;
  word: string;
  color?: string;
  /** Which palette accent it wears (0 or 1). */
  accent: number;
  x: number;
  y: number;
  height: number;
  flip: boolean;
  /** Standing on something: gets a soft shadow. */
  grounded: boolean;
}

/** Things whose natural size puts them on the horizon, behind the foreground. */
const BACKDROP_SIZE = 1.6;
const ease = (ratio: number) => ratio ** 0.75;

interface Item {
  subject: SceneSubject;
  main: boolean;
  accent: number;
}

function expand(subjects: readonly SceneSubject[]): Item[] {
  const items: Item[] = [];
  subjects.forEach((subject, i) => {
    for (let k = 0; k < subject.count; k++)
      items.push({ subject, main: i === 0 && k === 0, accent: (i + k) % 2 });
  });
  return items;
}

const place = (
  item: Item,
  x: number,
  y: number,
  height: number,
  flip: boolean,
  grounded: boolean,
): Placed => ({
  id: item.subject.id,
  word: item.subject.word,
  ...(item.subject.color ? { color: item.subject.color } : {}),
  accent: item.accent,
  x,
  y,
  height,
  flip,
  grounded,
});

/** Lays items in a row centred on the canvas, the main one in the middle, scaled to fit the width. */
function row(
  f: SceneFrame,
  items: Item[],
  target: number,
  baseY: (i: number) => number,
  grounded: boolean,
): Placed[] {
  if (items.length === 0) return [];
  const biggest = Math.max(...items.map((it) => SUBJECTS[it.subject.id].size));
  const sized = items.map((it) => {
    const def = SUBJECTS[it.subject.id];
    // Small things stay small even alone: a cup never towers like a house.
    const cap = f.reach * (0.34 + 0.6 * def.size);
    const height = Math.min(cap, target * ease(def.size / biggest) * (it.main ? 1.12 : 1));
    return { it, height, width: height * def.aspect };
  });
  // The main subject in the middle, the others alternating to its left and right.
  const ordered: typeof sized = [];
  const main = sized.find((s) => s.it.main);
  for (const s of sized) if (s !== main) ordered.length % 2 ? ordered.push(s) : ordered.unshift(s);
  if (main) ordered.splice(Math.floor(ordered.length / 2), 0, main);
  // A crowd too wide for the picture overlaps a little rather than shrinking to fit side by side.
  const span = (gap: number) => ordered.reduce((sum, s) => sum + s.width + gap, -gap);
  const crowded = ordered.length >= 3 && span(f.unit * 0.03) > f.w * 0.92;
  const gap = crowded ? -Math.min(...ordered.map((s) => s.width)) * 0.18 : f.unit * 0.03;
  const total = span(gap);
  const fit = Math.min(1, (f.w * 0.92) / total);
  let x = (f.w - total * fit) / 2;
  return ordered.map((s, i) => {
    const width = s.width * fit;
    const cx = x + width / 2;
    x += width + gap * fit;
    return place(s.it, cx, baseY(i), s.height * fit, f.random() < 0.35, grounded);
  });
}

/** Floating things spread over a band (the sky, or the water column under the sea). */
function scatter(f: SceneFrame, items: Item[], top: number, bottom: number, alone: boolean): Placed[] {
  return items.map((it, i) => {
    const def = SUBJECTS[it.subject.id];
    const height =
      f.unit * (0.05 + 0.22 * def.size ** 0.8) * (alone && it.main ? 1.7 : 1) * between(f.random, 0.85, 1.1);
    const slot = (i + 0.5) / items.length;
    const x = f.w * (0.1 + 0.8 * slot) + between(f.random, -0.05, 0.05) * f.w;
    const y = between(f.random, top + height, Math.max(top + height, bottom));
    return place(it, x, y, height, f.random() < 0.4, false);
  });
}

/** Subjects that stand behind an indoor desk rather than sit on it. */
const STANDING: readonly SubjectId[] = ['person', 'child', 'chef', 'robot', 'astronaut', 'snowman'];

/** The placed subjects: those behind the desk (all of them outdoors) and those on it. */
export interface SceneLayout {
  behind: Placed[];
  onDesk: Placed[];
}

/** Back-row things stand to the sides when the foreground has a subject, so it does not hide them. */
function sideSlots(f: SceneFrame, placed: Placed[], foreground: boolean): Placed[] {
  if (!foreground || placed.length === 0) return placed;
  const start = f.random() < 0.5 ? 0 : 1;
  return placed.map((p, i) => {
    const side = (i + start) % 2 ? 1 : -1;
    const step = Math.floor(i / 2) + 1;
    const x = f.w / 2 + side * Math.min(f.w * 0.42, f.w * 0.24 * step + p.height * 0.15);
    return { ...p, x };
  });
}

/** Places every subject of the scene, in drawing order (far to near). */
export function layoutScene(f: SceneFrame, subjects: readonly SceneSubject[]): SceneLayout {
  const items = expand(subjects);
  const where = (it: Item) => SUBJECTS[it.subject.id].place;
  const underwater = f.setting === 'underwater';
  const desk = f.surface !== undefined;
  const floating = items.filter((it) => where(it) === 'sky' || (underwater && where(it) === 'water'));
  const swimming = items.filter((it) => where(it) === 'water' && !underwater && f.water);
  const onTable = desk
    ? items.filter(
        (it) =>
          where(it) === 'table' ||
          (!STANDING.includes(it.subject.id) && where(it) !== 'sky' && SUBJECTS[it.subject.id].size < 0.8),
      )
    : [];
  const rest = items.filter(
    (it) => !floating.includes(it) && !swimming.includes(it) && !onTable.includes(it),
  );
  let back = rest.filter((it) => SUBJECTS[it.subject.id].size >= BACKDROP_SIZE);
  let front = rest.filter((it) => !back.includes(it));
  if (front.length === 0 && floating.length + onTable.length + swimming.length === 0)
    [front, back] = [back, []];

  const behind: Placed[] = [];
  // With nothing in the foreground the back row is a landmark in the distance, not a close-up.
  const distant = front.length === 0 && floating.length > 0;
  const backTarget = Math.min(f.horizon * 0.8, f.unit * (distant ? 0.3 : 0.55));
  const backRow = row(f, back, backTarget, () => f.horizon + f.unit * between(f.random, 0.02, 0.05), true);
  behind.push(...sideSlots(f, backRow, front.length + onTable.length + swimming.length > 0));
  // Only a landmark on the ground (or nothing): what flies is the subject, drawn large.
  const alone = front.length + onTable.length === 0;
  const skyBottom = (underwater ? f.horizon : f.horizon * 0.62) - f.unit * 0.02;
  behind.push(...scatter(f, floating, f.unit * 0.04, skyBottom, alone));
  if (swimming.length && f.water) {
    const water = f.water;
    behind.push(...row(f, swimming, f.unit * 0.3, () => water.top + (water.bottom - water.top) * 0.6, false));
  }
  const surface = f.surface ?? f.h;
  const frontTarget = f.reach * Math.max(0.26, 0.62 - 0.06 * (front.length - 1));
  // Behind a desk people stand with their feet hidden; outdoors the foreground is near the bottom.
  const picnic = front.some((it) => where(it) === 'table');
  const frontBase = desk
    ? surface + f.reach * 0.2
    : Math.min(f.h - f.unit * (picnic ? 0.12 : 0.06), f.h * 0.93);
  // Every other subject stands a step further back, so a crowd overlaps instead of lining up.
  const frontRow = row(f, front, frontTarget, (i) => frontBase - (i % 2) * f.unit * 0.05, !desk);
  frontRow.sort((a, b) => a.y - b.y);
  behind.push(...frontRow);
  const deskTarget = f.reach * (front.length ? 0.24 : 0.34);
  const onDesk = row(f, onTable, deskTarget, () => surface + f.unit * 0.015, true);
  return f.photo ? { behind: besidePhoto(f, behind), onDesk: besidePhoto(f, onDesk) } : { behind, onDesk };
}

/** Over a photo the subjects are smaller and keep to its left and right edges (a face is often in the middle). */
function besidePhoto(f: SceneFrame, placed: Placed[]): Placed[] {
  let i = 0;
  return placed.map((p) => {
    const height = p.height * 0.55;
    if (!p.grounded) return { ...p, height };
    const side = i % 2 ? 1 : -1;
    const pair = Math.floor(i / 2);
    i++;
    const inset = f.w * (0.04 + pair * 0.12) + (height * SUBJECTS[p.id].aspect) / 2;
    const x = side < 0 ? inset : f.w - inset;
    return { ...p, height, x, y: f.h - f.unit * (0.04 + (pair % 2) * 0.04) };
  });
}
