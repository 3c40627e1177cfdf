// The cartoon generator's themes (docs/product.md#cartoon-generator: label, prompt, preview; 20 themes in one
// group "Cartoon Styles") and its advanced options. Names are our own: no brand or studio names.

/** One cartoon theme. `id` keys its preview art and the offline engine's look. */
export interface CartoonTheme {
  id: string;
  label: string;
  prompt: string;
  /** Preview picture, `/cartoon-styles/{id}.png`. */
  preview: string;
}

/** The one group the themes are shown in. */
export const CARTOON_THEME_GROUP = 'Cartoon Styles';

/** Shown when a theme's preview fails to load. */
export const CARTOON_PREVIEW_FALLBACK = '/cartoon-styles/fallback.png';

const theme = (id: string, label: string, prompt: string): CartoonTheme => ({
  id,
  label,
  prompt,
  preview: `/cartoon-styles/${id}.png`,
});

/** The 20 themes, in the order the grid shows them (the first 8 are shown at first). */
export const CARTOON_THEMES: readonly CartoonTheme[] = [
  theme(
    'classic-anime',
    'Classic Anime',
    'Transform the image into a classic anime illustration with clean line art, large expressive eyes, cel-shaded skin and bright saturated colours.',
  ),
  theme(
    'retro-comic',
    'Retro Comic',
    'Transform the image into a retro comic book panel with bold black ink outlines, halftone dot shading and the warm, slightly faded colours of old newsprint.',
  ),
  theme(
    'claymation',
    'Claymation',
    'Transform the image into a claymation scene: characters sculpted from soft modelling clay with rounded shapes, visible fingerprints and warm studio lighting.',
  ),
  theme(
    'pop-art',
    'Pop Art',
    'Transform the image into bold pop art with flat primary colours, heavy outlines, large halftone dots and a punchy, high-contrast print look.',
  ),
  theme(
    'noir-ink',
    'Noir Ink',
    'Transform the image into a black-and-white noir ink drawing with deep shadows, stark highlights and heavy brush strokes.',
  ),
  theme(
    'watercolor-storybook',
    'Watercolor Storybook',
    "Transform the image into a gentle watercolour storybook illustration with soft washes, light pencil outlines and textured paper, like a children's picture book.",
  ),
  theme(
    'pixel-art',
    'Pixel Art',
    'Transform the image into retro pixel art with a limited palette, chunky square pixels and crisp dark outlines, like a classic 16-bit video game sprite.',
  ),
  theme(
    'paper-cutout',
    'Paper Cut-Out',
    'Transform the image into a paper cut-out collage made of layered coloured card with clean cut edges, soft drop shadows and a subtle paper texture.',
  ),
  theme(
    'chibi-cute',
    'Chibi Cute',
    'Transform the image into a cute chibi cartoon with an oversized head, tiny body, rosy cheeks and a soft candy-coloured palette.',
  ),
  theme(
    'soft-3d',
    'Soft 3D Animation',
    'Transform the image into a soft 3D animated film still with smooth rounded forms, gentle subsurface lighting and rich, friendly colours.',
  ),
  theme(
    'pencil-sketch',
    'Pencil Sketch',
    'Transform the image into a graphite pencil sketch with confident outlines, cross-hatched shading and the grain of drawing paper.',
  ),
  theme(
    'neon-synthwave',
    'Neon Synthwave',
    'Transform the image into a neon synthwave cartoon with glowing magenta and cyan outlines on a dark night background.',
  ),
  theme(
    'rubber-hose',
    'Rubber Hose Vintage',
    'Transform the image into a 1930s rubber-hose cartoon with bendy limbs, pie-cut eyes, thick outlines and a sepia film-grain look.',
  ),
  theme(
    'woodblock-print',
    'Woodblock Print',
    'Transform the image into a traditional woodblock print with flat areas of indigo, vermilion and cream, carved outlines and visible paper fibres.',
  ),
  theme(
    'crayon-doodle',
    'Crayon Doodle',
    "Transform the image into a playful crayon doodle with waxy strokes, wobbly outlines and bright colours, like a child's drawing.",
  ),
  theme(
    'stained-glass',
    'Stained Glass',
    'Transform the image into a stained glass window with jewel-toned glass panes separated by thick dark lead lines and light glowing through.',
  ),
  theme(
    'blueprint',
    'Blueprint Sketch',
    'Transform the image into a blueprint-style line drawing with crisp white lines on deep technical blue and a faint grid.',
  ),
  theme(
    'pastel-dream',
    'Pastel Dream',
    'Transform the image into a dreamy pastel cartoon with soft lavender, mint and peach tones, thin outlines and a hazy glow.',
  ),
  theme(
    'graphic-novel',
    'Graphic Novel',
    'Transform the image into a moody graphic novel panel with strong teal and orange duotone lighting, heavy shadows and sharp ink lines.',
  ),
  theme(
    'flat-vector',
    'Flat Vector',
    'Transform the image into a flat vector illustration with a handful of solid colour shapes, no outlines and a clean modern look.',
  ),
];

/** The theme with this id or label (case-insensitive), if any. */
export function findCartoonTheme(key: string | undefined | null): CartoonTheme | undefined {
  const k = key?.trim().toLowerCase();
  if (!k) return undefined;
  return CARTOON_THEMES.find((t) => t.id === k || t.label.toLowerCase() === k);
}

// --- Advanced options ------------------------------------------------------------------------

/** Outline weights. */
export const CARTOON_LINE_WEIGHTS = ['thin', 'medium', 'bold'] as const;
/** Colour intensities. */
export const CARTOON_COLOR_INTENSITIES = ['muted', 'natural', 'vivid'] as const;
/** What happens to the photo's background. */
export const CARTOON_BACKGROUNDS = ['keep', 'simplify'] as const;

/** The advanced options of a cartoon call. */
export interface CartoonOptions {
  lineWeight: (typeof CARTOON_LINE_WEIGHTS)[number];
  colorIntensity: (typeof CARTOON_COLOR_INTENSITIES)[number];
  background: (typeof CARTOON_BACKGROUNDS)[number];
}

/** Options before the user changes any. */
export const DEFAULT_CARTOON_OPTIONS: CartoonOptions = {
  lineWeight: 'medium',
  colorIntensity: 'natural',
  background: 'keep',
};

/** Longest custom additions text. */
export const CARTOON_CUSTOM_MAX_LENGTH = 500;
/** Longest caption drawn on the image. */
export const CARTOON_CAPTION_MAX_LENGTH = 80;

const OPTION_SENTENCES = {
  lineWeight: { thin: 'Use thin, delicate outlines.', medium: '', bold: 'Use bold, thick outlines.' },
  colorIntensity: {
    muted: 'Keep the colours muted and soft.',
    natural: '',
    vivid: 'Make the colours vivid and highly saturated.',
  },
  background: {
    keep: '',
    simplify: 'Simplify the background into plain, flat shapes so the subject stands out.',
  },
} as const satisfies { [K in keyof CartoonOptions]: Record<CartoonOptions[K], string> };

/** What a cartoon prompt is made of. */
export interface CartoonPromptParts {
  theme?: CartoonTheme | undefined;
  /** Custom additions, tokens already filled. */
  custom?: string;
  options?: CartoonOptions;
  /** Caption to draw on the image, tokens already filled. */
  caption?: string;
}

/**
 * The basePrompt sent to reference-image: the theme's prompt, the custom additions, a sentence per
 * option that differs from the default, and the caption. Empty when there is neither a theme nor
 * custom text (the generator then says "Please select a theme or enter a custom prompt.").
 */
export function composeCartoonPrompt({ theme: t, custom, options, caption }: CartoonPromptParts): string {
  const extra = custom?.trim() ?? '';
  if (!t && !extra) return '';
  const o = options ?? DEFAULT_CARTOON_OPTIONS;
  const text = caption?.trim();
  return [
    t?.prompt ?? '',
    extra,
    OPTION_SENTENCES.lineWeight[o.lineWeight],
    OPTION_SENTENCES.colorIntensity[o.colorIntensity],
    OPTION_SENTENCES.background[o.background],
    text ? `Add a comic caption box that reads "${text}".` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Little extras Surprise Me may add to the custom additions. */
export const CARTOON_SURPRISE_TOUCHES = [
  'with confetti falling in the background',
  'wearing a bright knitted scarf',
  'with a tiny cartoon bird on the shoulder',
  'surrounded by floating stars and sparkles',
  'with a big cheerful grin',
  'holding a steaming cup of cocoa',
  'with a sunny sky full of puffy clouds behind',
  'wearing round glasses and a beret',
] as const;

/** What Surprise Me picked: a theme and, sometimes, a custom touch. */
export interface CartoonSurprise {
  themeIndex: number;
  touch: string;
}

/** A random theme (different from `current` when there is a choice) and, half the time, a touch. */
export function surpriseCartoon(current: number | null, random: () => number = Math.random): CartoonSurprise {
  const n = CARTOON_THEMES.length;
  let themeIndex = Math.floor(random() * n) % n;
  if (themeIndex === current) themeIndex = (themeIndex + 1 + Math.floor(random() * (n - 1))) % n;
  const touch =
    random() < 0.5
      ? ''
      : (CARTOON_SURPRISE_TOUCHES[Math.floor(random() * CARTOON_SURPRISE_TOUCHES.length)] ?? '');
  return { themeIndex, touch };
}
