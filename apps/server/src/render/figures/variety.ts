// How varied the offline figures are: the characters a measure draws (per set), the share of
// pixels two renders have in common, and the perceptual hash distance (the difference hash of
// image-hash.ts, in differing bits of 256). bench/offline-variety.ts and variety.test.ts both use
// it (docs/product.md#action-figure-creator).
import {
  ACTION_FIGURE_IDEAS,
  ACTION_FIGURE_TEMPLATES,
  CHARACTER_SETS,
  type CharacterSetId,
  colorSchemeForCompany,
  type FigureDetails,
} from '@mergepix/core';
import sharp from 'sharp';
import { differenceHash, differingBits, type ImageHash } from '../image-hash.ts';

export type VarietySet = CharacterSetId | 'creator';
export const VARIETY_SETS: readonly VarietySet[] = ['creator', 'retro', 'music', 'tv', 'wrestling'];

/** One figure request as the web's generators send it. */
export interface VarietyCharacter {
  set: VarietySet;
  label: string;
  prompt: string;
  details: FigureDetails;
}

const NAMES = ['Ava', 'Noor', 'Kai', 'Mateo', 'Lena', 'Ravi', 'Zoe', 'Ines', 'Tomas', 'Yuki'];
// Made-up companies: each user's pack takes the colours the creator matches to the company.
const COMPANIES = [
  'Bluefin Labs',
  'Copperleaf',
  'Nimbus Works',
  'Tidal Forge',
  'Oakline',
  'Brightmoor',
  'Quillstone',
  'Redwater',
  'Lumen Lane',
  'Pinecrest',
  'Harbor & Vale',
  'Sunpeak',
  'Mossgate',
  'Ironbark',
  'Velvet Fox',
  'Cobalt Row',
  'Amberfield',
  'Northwind',
  'Saltmarsh',
  'Kitefly',
];

/** The first `n` characters of a set, with their default pose and no extras (the creator: its ideas' jobs). */
export function varietyCharacters(set: VarietySet, n: number): VarietyCharacter[] {
  if (set === 'creator')
    return ACTION_FIGURE_IDEAS.slice(0, n).map((idea, i) => {
      const template =
        ACTION_FIGURE_TEMPLATES[i % ACTION_FIGURE_TEMPLATES.length] ?? ACTION_FIGURE_TEMPLATES[0];
      const name = NAMES[i % NAMES.length] ?? 'Ava';
      const company = COMPANIES[i % COMPANIES.length] ?? 'Oakline';
      const colors = colorSchemeForCompany(company).description.split(/\s+and\s+|,\s*/);
      return {
        set,
        label: idea.title,
        prompt: `An action figure of ${name}, ${idea.title}.`,
        details: {
          title: template?.name ?? '',
          name,
          jobTitle: idea.title,
          company,
          colors,
          accessories: idea.additions.slice(0, 2),
        },
      };
    });
  return CHARACTER_SETS[set].slice(0, n).map((c) => ({
    set,
    label: c.title,
    prompt: c.basePrompt,
    details: {
      title: c.title,
      pose: c.poses[0] ?? '',
      packaging: c.packaging,
      accessories: c.additions.slice(0, 2),
    },
  }));
}

/** Raw RGB of an encoded image at a given size. */
async function rawRgb(image: Buffer, size = 256): Promise<Buffer> {
  return sharp(image).resize(size, size, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Share of pixels whose every channel differs by at most `tolerance` (0–255). */
function pixelShare(a: Buffer, b: Buffer, tolerance = 12): number {
  let same = 0;
  const n = Math.min(a.length, b.length) / 3;
  for (let i = 0; i < n * 3; i += 3) {
    if (
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)) <= tolerance &&
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) <= tolerance &&
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)) <= tolerance
    )
      same++;
  }
  return same / n;
}

/** Pairwise figures of a set of renders. */
export interface VarietyReport {
  pairs: number;
  minHash: number;
  meanHash: number;
  maxShare: number;
  worst: [number, number];
}

export async function varietyReport(images: readonly Buffer[]): Promise<VarietyReport> {
  const raws = await Promise.all(images.map((i) => rawRgb(i)));
  const hashes = await Promise.all(images.map((i) => differenceHash(i)));
  let pairs = 0;
  let minHash = Number.POSITIVE_INFINITY;
  let sumHash = 0;
  let maxShare = 0;
  let worst: [number, number] = [0, 0];
  for (let i = 0; i < images.length; i++)
    for (let j = i + 1; j < images.length; j++) {
      const d = differingBits(hashes[i] as ImageHash, hashes[j] as ImageHash);
      const share = pixelShare(raws[i] as Buffer, raws[j] as Buffer);
      pairs++;
      sumHash += d;
      minHash = Math.min(minHash, d);
      if (share > maxShare) {
        maxShare = share;
        worst = [i, j];
      }
    }
  return { pairs, minHash, meanHash: pairs ? sumHash / pairs : 0, maxShare, worst };
}
