/**
 * Template ids of the action figure creator, in display order (fixed: docs/product.md#action-figure-creator).
 */
export const ACTION_FIGURE_TEMPLATE_IDS = [
  'classic-blister',
  'deluxe-boxed',
  'vintage-cardback',
  'collectors-display',
  'trading-card',
  '2pack-battle',
  'bobblehead',
  'vinyl-pop',
  'buildable-set',
  'action-roleplay',
  'digital-avatar',
  'chibi-style',
  'lego-minifig',
] as const;

export type ActionFigureTemplateId = (typeof ACTION_FIGURE_TEMPLATE_IDS)[number];

/** An action figure style of the creator (docs/product.md#action-figure-creator). */
export interface ActionFigureTemplate {
  id: ActionFigureTemplateId;
  name: string;
  description: string;
  /** Uses the placeholders [NAME], [COMPANY] and [TITLE]. */
  prompt: string;
  packaging: string;
  accessories: readonly string[];
  /** Short style suffix appended at the end of the prompt, e.g. "Photorealistic product photography, studio lighting, 8k detail." */
  style: string;
  /** `/previews/{id}.png` */
  preview: string;
}

type TemplateData = Omit<ActionFigureTemplate, 'preview'>;

const TEMPLATE_DATA: readonly TemplateData[] = [
  {
    id: 'classic-blister',
    name: 'Classic Blister Pack',
    description: 'The timeless toy-aisle look: a figure sealed in a clear plastic bubble on a printed card.',
    prompt:
      'A highly detailed action figure of [NAME], [TITLE] at [COMPANY], in a classic blister pack on a printed cardboard backing with the name [NAME] on the card. The accessories sit in molded compartments beside the figure.',
    packaging: 'clear plastic blister bubble on a printed cardboard backing card with a hang tab',
    accessories: ['Laptop', 'Coffee Mug', 'ID Badge', 'Smartphone'],
    style: 'Photorealistic product photography, studio lighting, 8k detail.',
  },
  {
    id: 'deluxe-boxed',
    name: 'Deluxe Boxed Edition',
    description: 'A premium window box with foil lettering and a fully posable figure.',
    prompt:
      'A premium deluxe action figure of [NAME], [TITLE] at [COMPANY], displayed in a large window box with embossed foil lettering reading [NAME]. The box art highlights [COMPANY] and the figure stands on a branded base.',
    packaging: 'large premium window box with embossed foil lettering and a magnetic flap',
    accessories: ['Briefcase', 'Tablet', 'Award Trophy', 'Display Stand', 'Business Cards'],
    style: 'Luxury product photography, soft gradient backdrop, crisp reflections, 8k detail.',
  },
  {
    id: 'vintage-cardback',
    name: 'Vintage Cardback',
    description: 'Retro 1980s toy packaging with faded colors, bold type and a worn card.',
    prompt:
      'A retro 1980s style action figure of [NAME], [TITLE] at [COMPANY], sealed on a vintage cardback with bold retro lettering and slightly worn edges. The card shows a painted illustration of [NAME] in action.',
    packaging: 'vintage cardback with a yellowed bubble, retro typography and creased corners',
    accessories: ['Rotary Phone', 'Floppy Disk', 'Calculator', 'Clipboard'],
    style: 'Nostalgic film photograph, warm faded tones, subtle grain.',
  },
  {
    id: 'collectors-display',
    name: "Collector's Display Case",
    description: 'A museum-grade acrylic case with a nameplate for the serious collector.',
    prompt:
      "A limited edition collector's figure of [NAME], [TITLE] at [COMPANY], posed inside a clear acrylic display case on a black plinth. A brushed metal nameplate reads [NAME] - [TITLE].",
    packaging: 'clear acrylic display case on a black plinth with a brushed metal nameplate',
    accessories: ['Certificate of Authenticity', 'Nameplate', 'Fountain Pen', 'Reading Glasses'],
    style: 'Gallery lighting, dramatic spotlight, shallow depth of field, 8k detail.',
  },
  {
    id: 'trading-card',
    name: 'Trading Card Figure',
    description: 'A small figure packaged with an oversized stat card full of professional superpowers.',
    prompt:
      'A collectible figure of [NAME], [TITLE] at [COMPANY], packaged next to an oversized holographic trading card. The card lists playful stats for [NAME] such as Leadership, Focus and Coffee Tolerance.',
    packaging: 'compact blister pack with an oversized holographic trading card with stat bars',
    accessories: ['Holographic Card', 'Stat Sheet', 'Smartphone', 'Headset'],
    style: 'Vibrant product shot, holographic sheen, bold graphic design, sharp focus.',
  },
  {
    id: '2pack-battle',
    name: '2-Pack Battle Set',
    description: 'Two figures packaged face to face, ready for a friendly office showdown.',
    prompt:
      'A two-pack battle set featuring an action figure of [NAME], [TITLE] at [COMPANY], facing off against a rival figure in a shared window box. The box is labelled "[NAME] vs. The Deadline" with dynamic action graphics.',
    packaging: 'wide two-figure window box with dynamic versus graphics and a lightning bolt divider',
    accessories: ['Deadline Clock', 'Whiteboard Marker', 'Laptop Shield', 'Stress Ball'],
    style: 'Dynamic product photography, high contrast, energetic lighting, 8k detail.',
  },
  {
    id: 'bobblehead',
    name: 'Bobblehead',
    description: 'An oversized spring-mounted head on a tiny body, perfect for the desk.',
    prompt:
      'A cheerful bobblehead figure of [NAME], [TITLE] at [COMPANY], with an oversized head on a spring and a small body standing on a round base. The base is printed with [NAME] and the [COMPANY] name.',
    packaging: 'small square gift box with a clear front window and a round printed base',
    accessories: ['Coffee Mug', 'Name Base', 'Mini Desk Plant'],
    style: 'Glossy hand-painted resin, playful studio lighting, clean white background.',
  },
  {
    id: 'vinyl-pop',
    name: 'Vinyl Collectible',
    description: 'A stylized vinyl figure with a big head and simple features in a window box.',
    prompt:
      'A stylized vinyl collectible figure of [NAME], [TITLE] at [COMPANY], with a large square-ish head, small black eyes and a simple body. It stands in a window box with a numbered badge and the name [NAME] across the front.',
    packaging: 'square window box with a numbered corner badge and bold name lettering',
    accessories: ['Laptop', 'Coffee Cup', 'Lanyard'],
    style: 'Matte vinyl finish, soft studio lighting, product render, clean background.',
  },
  {
    id: 'buildable-set',
    name: 'Buildable Set',
    description: 'A construction kit that builds the figure and a miniature version of the workplace.',
    prompt:
      'A buildable construction set featuring a figure of [NAME], [TITLE] at [COMPANY], together with a miniature office scene made of snap-together pieces. The box art shows the finished build and the set name "[NAME] at Work".',
    packaging: 'sturdy construction set box with finished-build artwork and a piece count',
    accessories: ['Mini Desk', 'Office Chair', 'Computer Monitor', 'Potted Plant', 'Water Cooler'],
    style: 'Bright toy box photography, crisp plastic sheen, cheerful colors.',
  },
  {
    id: 'action-roleplay',
    name: 'Action Roleplay',
    description: 'A dramatic hero pose on a themed diorama base with light-up effects.',
    prompt:
      'A dynamic action figure of [NAME], [TITLE] at [COMPANY], striking a heroic pose on a themed diorama base with motion effect pieces. The packaging promises "Real Action Moves!" next to the name [NAME].',
    packaging: 'angled window box with a diorama insert and a "Real Action Moves!" starburst',
    accessories: ['Cape', 'Light-Up Effect Piece', 'Power Gauntlet', 'Megaphone'],
    style: 'Cinematic lighting, dramatic angle, motion blur accents, 8k detail.',
  },
  {
    id: 'digital-avatar',
    name: 'Digital Avatar',
    description: 'A glowing, game-ready avatar figure inside a futuristic holographic pack.',
    prompt:
      'A futuristic digital avatar figure of [NAME], [TITLE] at [COMPANY], rendered with glowing neon edges inside a translucent holographic package. Floating interface panels display [NAME] and their skill level.',
    packaging: 'translucent holographic package with neon trim and floating interface panels',
    accessories: ['Holo Tablet', 'VR Headset', 'Data Cube', 'Smartwatch'],
    style: '3D render, neon glow, cyberpunk lighting, ultra sharp detail.',
  },
  {
    id: 'chibi-style',
    name: 'Chibi Style',
    description: 'A cute, small-bodied anime-style figure with big expressive eyes.',
    prompt:
      'An adorable chibi style figure of [NAME], [TITLE] at [COMPANY], with a big head, large sparkling eyes and a tiny body. It sits in a pastel window box decorated with stars and the name [NAME].',
    packaging: 'pastel window box decorated with stars, hearts and rounded lettering',
    accessories: ['Tiny Laptop', 'Bubble Tea', 'Sticky Notes', 'Plush Mascot'],
    style: 'Kawaii anime aesthetic, soft pastel lighting, glossy finish.',
  },
  {
    id: 'lego-minifig',
    name: 'Brick Minifigure',
    description: 'A blocky interlocking-brick minifigure with a printed torso and a stud base plate.',
    prompt:
      'A blocky interlocking-brick minifigure of [NAME], [TITLE] at [COMPANY], with a cylindrical head, printed torso and claw hands, standing on a small stud base plate. The collectible bag and card show the name [NAME].',
    packaging: 'small collectible foil bag with a printed character card and a stud base plate',
    accessories: ['Brick Laptop', 'Brick Coffee Cup', 'Tiny Briefcase', 'Stud Base Plate'],
    style: 'Macro toy photography, glossy plastic, bright studio lighting.',
  },
];

/** The 13 action figure templates in {@link ACTION_FIGURE_TEMPLATE_IDS} order. */
export const ACTION_FIGURE_TEMPLATES: readonly ActionFigureTemplate[] = TEMPLATE_DATA.map((t) => ({
  ...t,
  preview: `/previews/${t.id}.png`,
}));
