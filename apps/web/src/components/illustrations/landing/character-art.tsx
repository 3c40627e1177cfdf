import type { ComponentType } from 'react';
import { DiscoDivaArt, HipHopMcArt, PopIdolArt, RockGuitarHeroArt } from './music-art';
import { JungleExplorerArt, NeonNinjaArt, RobotCommanderArt, SpaceRangerArt } from './retro-art';
import { DetectiveArt, GameShowHostArt, SitcomDadArt, StarshipCaptainArt } from './tv-art';
import type { CharacterArtProps } from './types';
import { BrawlerArt, HeavyweightChampionArt, HighFlyerArt, LuchadorArt } from './wrestling-art';

/** The drawing of each featured character, keyed by its id in the core character sets. */
export const CHARACTER_ART: Readonly<Record<string, ComponentType<CharacterArtProps>>> = {
  '80s-space-ranger': SpaceRangerArt,
  'neon-ninja': NeonNinjaArt,
  'robot-commander': RobotCommanderArt,
  'jungle-explorer': JungleExplorerArt,
  'disco-diva': DiscoDivaArt,
  'rock-guitar-hero': RockGuitarHeroArt,
  'pop-idol': PopIdolArt,
  'hip-hop-mc': HipHopMcArt,
  'sitcom-dad': SitcomDadArt,
  'starship-captain': StarshipCaptainArt,
  'trench-coat-detective': DetectiveArt,
  'game-show-host': GameShowHostArt,
  'masked-luchador': LuchadorArt,
  'heavyweight-champion': HeavyweightChampionArt,
  'high-flyer': HighFlyerArt,
  brawler: BrawlerArt,
};

/** Props of {@link CharacterArt}. */
export interface CharacterArtByIdProps extends CharacterArtProps {
  /** Character id from `CHARACTER_SETS`. */
  id: string;
}

/** The featured character's drawing, or nothing for a character without one. */
export function CharacterArt({ id, ...props }: CharacterArtByIdProps) {
  const Drawing = CHARACTER_ART[id];
  return Drawing ? <Drawing {...props} /> : null;
}
