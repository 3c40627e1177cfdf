/** A style shown in the marketing carousel of the action figure creator. */
export interface ShowcaseStyle {
  id: 'collectible-card' | 'boxed-toy' | 'turntable' | 'game-character' | 'vinyl-toy' | 'superhero';
  title: string;
  description: string;
}

export const SHOWCASE_STYLES: readonly ShowcaseStyle[] = [
  {
    id: 'collectible-card',
    title: 'Collectible Card',
    description: 'Your figure on a holographic trading card with playful professional stats.',
  },
  {
    id: 'boxed-toy',
    title: 'Boxed Toy',
    description: 'A mint-condition figure sealed in a window box, ready for the toy shelf.',
  },
  {
    id: 'turntable',
    title: 'Turntable',
    description: 'A smooth 360° spin that shows off every detail of your figure.',
  },
  {
    id: 'game-character',
    title: 'Game Character',
    description: 'Level up as a video game hero, complete with a character select screen.',
  },
  {
    id: 'vinyl-toy',
    title: 'Vinyl Toy',
    description: 'A stylized big-head vinyl collectible with a matte finish.',
  },
  {
    id: 'superhero',
    title: 'Superhero',
    description: 'Cape on: a heroic pose, dramatic lighting and powers drawn from your job.',
  },
];
