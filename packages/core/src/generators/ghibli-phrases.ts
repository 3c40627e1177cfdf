// How each Ghibli option reads in a prompt. Each phrase names its own option and no other: the
// offline engine reads a prompt's prose for the options a call leaves unchosen, so a phrase for a
// scene must not mention a time of day, a weather or a character (the server tests check this).
import type {
  GhibliCharacter,
  GhibliElement,
  GhibliScene,
  GhibliTime,
  GhibliWeather,
} from './ghibli-options.ts';

/** Prompt phrases of every option, by list. */
export const GHIBLI_PHRASES: {
  scene: Record<GhibliScene, string>;
  character: Record<Exclude<GhibliCharacter, 'None'>, string>;
  time: Record<GhibliTime, string>;
  weather: Record<GhibliWeather, string>;
  element: Record<GhibliElement, string>;
} = {
  scene: {
    'Nature Landscape': 'a sweeping nature landscape of rolling green hills',
    'Small Town': 'a cozy small town of tiled roofs and winding lanes',
    'Magical Forest': 'a magical forest of towering, moss-covered trees',
    'Ocean View': 'an ocean view from a grassy headland above the waves',
    'Floating Castle': 'a floating castle drifting high above the land',
    'Mountain Village': 'a mountain village of wooden houses on steep slopes',
    'Train Journey': 'a train journey along tracks that cross open country',
    Countryside: 'the quiet countryside, with patchwork farmland and a lone cottage',
    'Ancient Temple': 'an ancient temple with curved roofs and stone steps',
  },
  character: {
    'Human Child': 'a curious human child',
    'Human Adult': 'a kind-hearted human adult',
    'Magical Creature': 'a gentle magical creature',
    Spirit: 'a small, shy spirit',
    'Animal Companion': 'a young hero with a loyal animal companion',
    'Transformed Being': 'a transformed being, half person and half something magical',
    'Forest Spirit': 'a guardian spirit of the trees, mossy and softly glowing',
    'Witch/Wizard': 'a young witch/wizard with a broom',
  },
  time: {
    Dawn: 'at dawn, in pale pink early light',
    Day: 'in the bright light of day',
    Sunset: 'at sunset, bathed in warm orange light',
    Night: 'at night under a starry sky',
    'Magical Hour': 'in the magical hour, when the light turns gold and violet',
  },
  weather: {
    'Clear Sky': 'beneath a clear sky',
    'Gentle Rain': 'in gentle rain',
    'Heavy Storm': 'in a heavy storm of dark clouds and lightning',
    'Falling Leaves': 'with autumn leaves falling',
    'Cherry Blossoms': 'with cherry blossoms drifting through the air',
    Snow: 'with soft snow falling',
    'Magical Particles': 'with magical particles twinkling in the air',
    Foggy: 'in a foggy, hushed atmosphere',
  },
  element: {
    'Magic Dust': 'magic dust shimmering in the light',
    'Wind Swirls': 'wind swirls curling through the air',
    'Floating Islands': 'floating islands hanging in the sky',
    'Gentle Creatures': 'gentle creatures peeking out shyly',
    'Mysterious Shadows': 'mysterious shadows watching from the edges',
    'Glowing Plants': 'glowing plants lighting the ground',
    'Ancient Ruins': 'ancient ruins overgrown with grass',
    Lanterns: 'warm paper lanterns',
  },
};

/**
 * The closing style sentence of every Ghibli prompt. It names no option, so it never sways the
 * scene the offline engine reads from a prompt.
 */
export const GHIBLI_STYLE_SENTENCE =
  'Paint it in the style of Studio Ghibli animation: hand-painted watercolor backgrounds, soft pastel colors, gentle lighting, a whimsical and nostalgic mood, rich small details.';
