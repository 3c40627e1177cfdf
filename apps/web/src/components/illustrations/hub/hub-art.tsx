import type { ComponentType } from 'react';
import type { HubArtId } from '@/features/generators/hub/hub-features';
import {
  ActionFigureArt,
  MusicFigureArt,
  RetroFigureArt,
  TvFigureArt,
  WrestlingFigureArt,
} from './figure-art';
import { ART_FONT } from './figure-parts';
import { CartoonArt, GhibliArt, MemeArt } from './style-art';

const ART: Record<HubArtId, ComponentType> = {
  cartoon: CartoonArt,
  'action-figure': ActionFigureArt,
  'retro-figure': RetroFigureArt,
  'music-figure': MusicFigureArt,
  'tv-figure': TvFigureArt,
  'wrestling-figure': WrestlingFigureArt,
  ghibli: GhibliArt,
  meme: MemeArt,
};

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
