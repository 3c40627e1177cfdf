// The accessory vocabulary: every named item the offline engine can draw, and the keyword
// matching that maps the free accessory names the generators send onto it
// (docs/product.md#action-figure-creator). A name nothing matches gets a neutral labelled tag.
import { darken, lighten, readableOn } from '../../color.ts';
import { textFont } from '../../fonts.ts';
import type { Ctx } from '../../surface.ts';
import { ADVENTURE_ICONS } from './adventure.ts';
import { EVERYDAY_ICONS } from './everyday.ts';
import { MUSIC_ICONS } from './music.ts';
import { OFFICE_ICONS } from './office.ts';
import { type Icon, rr } from './paint.ts';
import { SCENERY_ICONS } from './scenery.ts';
import { SPORT_ICONS } from './sport.ts';

/** Every drawable accessory by its key. */
export const ACCESSORY_ICONS: Readonly<Record<string, Icon>> = {
  ...OFFICE_ICONS,
  ...MUSIC_ICONS,
  ...SPORT_ICONS,
  ...ADVENTURE_ICONS,
  ...EVERYDAY_ICONS,
  ...SCENERY_ICONS,
};

/** The key of the labelled tag drawn for a name the vocabulary does not know. */
export const UNKNOWN_ACCESSORY = 'tag';

// Keyword → item; the first match wins, so specific words come before general ones
// ("Headset Microphone" is a headset, "Coffee Beans Bag" is beans, "Bag" a backpack).
const KEYWORDS: ReadonlyArray<[string, keyof typeof ACCESSORY_ICONS]> = [
  ['coffee beans?|beans? bag', 'coffee-beans'],
  ['head ?set|earpiece', 'headset'],
  ['head ?phones?|earphones?|ear ?buds?', 'headphones'],
  ['laptop|computer|macbook|notebook pc', 'laptop'],
  ['tablet|ipad|mockups?', 'tablet'],
  ['rotary|telephone', 'rotary-phone'],
  ['floppy|disk|diskette|cassette', 'floppy'],
  ['mirror ?ball|disco ball', 'mirror-ball'],
  ['hand mirror|mirror', 'hand-mirror'],
  ['micro ?phone|mic|karaoke', 'microphone'],
  ['megaphone|bullhorn|loudspeaker', 'megaphone'],
  ['smart ?watch|stop ?watch|timer', 'stopwatch'],
  ['pocket ?watch|clock|watch|hourglass', 'pocket-watch'],
  ['phone|mobile|smartphone|cellphone', 'phone'],
  ['brief ?case|attach[eé] case|suitcase|portfolio|luggage', 'briefcase'],
  ['back ?pack|rucksack|bag|satchel|pouch', 'backpack'],
  ['cocktail|martini|glass of|wine|champagne|toast', 'cocktail'],
  ['mug|coffee|cup|tea|latte|espresso|cold brew', 'mug'],
  ['water bottle|bottle|flask|canteen|thermos', 'water-bottle'],
  ['lanyard|id badge|badge|pass|name ?tag|star badge', 'badge'],
  ['business cards?|index cards?|cards?|trading card', 'cards'],
  ['certificate|diploma|award letter', 'certificate'],
  ['scroll|contract|deed|script|parchment', 'scroll'],
  ['newspaper|magazine|paper', 'newspaper'],
  ['letter|envelope|mail|invitation', 'letter'],
  ['clipboard|checklist|chart of', 'clipboard'],
  ['pie chart|chart|graph|dashboard|report|pitch deck|slides|scatter', 'chart'],
  ['calculator|abacus', 'calculator'],
  ['sketch ?book|note ?book|notepad|journal|planner|diary|sticky notes|zine|booklet', 'notebook'],
  ['book|novel|manual|recipe|textbook|cookbook', 'book'],
  ['pen|pencil|marker|stylus|quill|crayon', 'pen'],
  ['plant|succulent|cactus|flower|bonsai', 'plant'],
  ['globe|world|earth', 'globe'],
  ['electric guitar|double-neck|guitar overhead|flying v', 'electric-guitar'],
  ['upright bass|double bass|cello|bass', 'bass'],
  ['guitar|ukulele|banjo|violin|mandolin|lute', 'guitar'],
  ['trumpet|horn|trombone|saxophone|sax|tuba|bugle', 'trumpet'],
  ['drum ?sticks?|sticks', 'drumsticks'],
  ['drums?|bongo|snare|cymbal|tambourine', 'drum'],
  ['keytar|keyboard|synth|piano|organ', 'keytar'],
  ['vinyl|record|turntables?|album|lp', 'vinyl'],
  ['boom ?box|radio|stereo|jukebox', 'boombox'],
  ['amp|amplifier|speaker', 'amp'],
  ['spot ?light|stage light|light rig|laser light', 'spotlight'],
  ['baton|conductor', 'baton'],
  ['harmonica|kazoo', 'harmonica'],
  ['title belt|championship belt|belt buckle|champion belt|gold belt', 'title-belt'],
  ['trophy|award|statuette|cup trophy|prize', 'trophy'],
  ['medal|ribbon|rosette', 'medal'],
  ['racket|racquet|paddle|bat', 'racket'],
  ['skate ?board|longboard|surf ?board|snowboard', 'skateboard'],
  ['shoes?|sneakers?|trainers|boots?|skates?', 'shoes'],
  ['barbell|weights|kettlebell', 'barbell'],
  ['dumbbell', 'dumbbell'],
  ['yoga|mat', 'yoga-mat'],
  ['boxing|glove|gauntlet|mitt', 'boxing-glove'],
  ['skis?|ski poles?|sled', 'skis'],
  ['whistle', 'whistle'],
  ['ball|football|basketball|soccer|baseball|volleyball', 'ball'],
  ['round shield|viking shield|buckler', 'round-shield'],
  ['shield|armou?r', 'shield'],
  ['crossbow', 'crossbow'],
  ['bow|arrow|quiver', 'bow'],
  ['axe|hatchet', 'axe'],
  ['spear|trident|lance|pike|harpoon|javelin', 'spear'],
  ['sword|blade|sabre|saber|katana|cutlass|dagger|knife|machete', 'sword'],
  ['staff|crystal|orb|scepter|sceptre', 'staff'],
  ['wand|magic', 'wand'],
  ['blaster|ray ?gun|laser|pistol|gadget|launcher|cannon', 'blaster'],
  ['rope|lasso|whip|coil', 'rope'],
  ['map|blueprint|floor plan|forecast', 'map'],
  ['binoculars?|telescope', 'binoculars'],
  ['spy ?glass', 'spyglass'],
  ['compass|sextant|gps', 'compass'],
  ['candelabra|candle|torch', 'candelabra'],
  ['lantern|lamp', 'lantern'],
  ['flash ?light', 'flashlight'],
  ['light ?bulb|idea|whiteboard', 'lightbulb'],
  ['helmet|hard hat|headgear|visor', 'helmet'],
  ['crown|tiara|diadem', 'crown'],
  ['cowboy hat|stetson|ten-gallon|sombrero', 'cowboy-hat'],
  ['hat|cap|beret|beanie|fedora|toque|bandana', 'hat'],
  ['rocket|spaceship|jetpack|shuttle', 'rocket'],
  ['wrench|spanner|screwdriver|tool ?belt|toolbox|tools?|pliers', 'wrench'],
  ['hammer|mallet|gavel', 'hammer'],
  ['key|lock', 'key'],
  ['chain|necklace|shackle|rope chain|medallion', 'chain'],
  ['camera|photo|polaroid|camcorder|film', 'camera'],
  ['sunglasses|shades|aviators', 'sunglasses'],
  ['glasses|spectacles|goggles|monocle', 'glasses'],
  ['umbrella|parasol', 'umbrella'],
  ['drone|quadcopter', 'drone'],
  ['palette|paint ?brush|easel|paints|colou?r swatch', 'palette'],
  ['roller|paint can|spray', 'paint-roller'],
  ['beaker|test tube|flask|potion|lab', 'beaker'],
  ['stethoscope|syringe|first aid|thermometer', 'stethoscope'],
  ['spoon|ladle|spatula|whisk|pitcher', 'spoon'],
  ['pan|skillet|wok|pot|cauldron', 'pan'],
  ['pizza|slice', 'pizza'],
  ['cupcake|cake|muffin|donut|cookie|dessert|sugar', 'cupcake'],
  ['gift|present|box of|package', 'gift'],
  ['balloon|confetti|party', 'balloon'],
  ['flag|banner|pennant|sign', 'flag'],
  ['magnif|loupe|detective', 'magnifier'],
  ['controller|gamepad|joystick|console|game', 'controller'],
  ['dice|die|board game', 'dice'],
  ['bell|gong|chime', 'bell'],
  ['monitors?|screens?|tv|television|ring light|display', 'screen'],
  ['walkie-talkie|pager|communicator', 'phone'],
  ['padlock', 'key'],
  ['passport|ticket|id', 'badge'],
  ['microscope|telescope', 'beaker'],
  ['calendar|setlist|brochures?|printouts?|stat sheet|sketches', 'notebook'],
  ['nameplate|name base|plaque|base plate', 'certificate'],
  ['tripod', 'camera'],
  ['pointer|ruler|stick', 'baton'],
  ['seedlings?|herbs?|houseplant|bouquet|roses?|blossom|garden|watering can|trowel', 'flowers'],
  ['apple|fruit|vegetables?|basket|snack|energy drink|drink|soda', 'food'],
  [
    'jacket|vest|robe|shirt|jersey|tee|coat|cape|cardigan|hoodie|blazer|apron|uniform|gown|dress|tunic|mantle|parka|cloak|sandals|kickpads|pads|wristbands?|pauldrons?|guard',
    'jacket',
  ],
  ['mask|hood|face paint', 'mask'],
  [
    'pup|puppy|dog|wolf|cat|kitten|parrot|bird|companion|mascot|duck|pet|dragon|dino|plush|monster|horse|pony|squire',
    'critter',
  ],
  ['truck|car|bus|bike|motorcycle|van|jeep|kart|vehicle|buggy|cart|scooter|ship|boat|tank|mech', 'vehicle'],
  ['chair|throne|stool|sofa|couch|bench', 'chair'],
  [
    'stage|backdrop|set|ring|arch|gate|entrance|floor|curtains?|wall|scene|booth|podium|desk|steps|cooler|kit|stand|machine|cube|effect|anchor|gangplank|ladder|hydrant|hose|igloo|block',
    'stage',
  ],
];

const MATCHERS = KEYWORDS.map(
  ([words, key]) => [new RegExp(`(?:^|[^a-z])(?:${words})(?:e?s)?(?![a-z])`, 'i'), key] as const,
);

/** The vocabulary item an accessory name maps to ("Laptop covered in stickers" → laptop), else the tag. */
export function accessoryIconKey(name: string): string {
  return MATCHERS.find(([re]) => re.test(name))?.[1] ?? UNKNOWN_ACCESSORY;
}

// A plain luggage tag with the name's initials: says "an item" without pretending to be one.
function drawTag(ctx: Ctx, name: string, cx: number, cy: number, size: number, color: string): void {
  const s = size / 2;
  const fill = lighten(color, 0.15);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-0.12);
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(-0.45 * s, -0.85 * s);
  ctx.lineTo(0.45 * s, -0.85 * s);
  ctx.lineTo(0.75 * s, -0.5 * s);
  ctx.lineTo(0.75 * s, 0.85 * s);
  ctx.lineTo(-0.75 * s, 0.85 * s);
  ctx.lineTo(-0.75 * s, -0.5 * s);
  ctx.closePath();
  ctx.fill();
  rr(ctx, -0.75 * s, 0.55 * s, 1.5 * s, 0.12 * s, 0, darken(color, 0.2));
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(0, -0.55 * s, 0.13 * s, 0, Math.PI * 2);
  ctx.fill();
  const initials =
    name
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => [...w][0]?.toUpperCase() ?? '')
      .join('') || '?';
  ctx.font = textFont(s * 0.62, 800);
  ctx.fillStyle = readableOn(fill);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(initials, 0, 0.12 * s, 1.3 * s);
  ctx.restore();
}

/** Draws the accessory `key` (a vocabulary item) centred at (cx, cy), `size` wide. */
export function drawAccessoryKey(
  ctx: Ctx,
  key: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
): void {
  const icon = ACCESSORY_ICONS[key];
  if (!icon) return;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size / 2, size / 2);
  icon(ctx, color);
  ctx.restore();
}

/** Draws the accessory a free name maps to, or the labelled tag when the vocabulary lacks it. */
export function drawAccessory(
  ctx: Ctx,
  name: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
): void {
  const key = accessoryIconKey(name);
  if (key === UNKNOWN_ACCESSORY) drawTag(ctx, name, cx, cy, size, color);
  else drawAccessoryKey(ctx, key, cx, cy, size, color);
}
