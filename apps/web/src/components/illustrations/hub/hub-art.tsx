import type { ComponentType } from 'react';
import { ART_FONT } from '@/components/illustrations/kit/fonts';
import {
  ActionFigureArt,
  MusicFigureArt,
  RetroFigureArt,
  TvFigureArt,
  WrestlingFigureArt,
} from './figure-art';
import { AiImageArt, CrazyArt } from './media-art';
import { CartoonArt, GhibliArt, MemeArt } from './style-art';

/** The tools a hub card can picture, by their catalog id. */
export type HubArtId =
  | 'cartoon'
  | 'action-figure'
  | 'retro-figure'
  | 'music-figure'
  | 'tv-figure'
  | 'wrestling-figure'
  | 'ghibli'
  | 'meme'
  | 'crazy'
  | 'image';

const ART: Record<HubArtId, ComponentType> = {
  cartoon: CartoonArt,
  'action-figure': ActionFigureArt,
  'retro-figure': RetroFigureArt,
  'music-figure': MusicFigureArt,
  'tv-figure': TvFigureArt,
  'wrestling-figure': WrestlingFigureArt,
  ghibli: GhibliArt,
  meme: MemeArt,
  crazy: CrazyArt,
  image: AiImageArt,
};

/** Whether a hub illustration exists for `id`. */
export function isHubArtId(id: string): id is HubArtId {
  return Object.hasOwn(ART, id);
}

/**
 * A card's illustration as inline SVG: sharp at any width, no image request (the CSP allows
 * none from elsewhere). Decorative — the card's title already names the tool — so aria-hidden.
 */
export function HubArt({ art, className }: { art: HubArtId; className?: string }) {
  const Drawing = ART[art];
  return (
    <svg
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      className={className}
      fontFamily={ART_FONT}
      data-art={art}
    >
      <Drawing />
    </svg>
  );
}
