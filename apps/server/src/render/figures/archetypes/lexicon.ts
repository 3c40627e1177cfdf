// Words in a character's description → parts of its figure. Each entry names a group, so a
// removal ("Helmet", "Electric Guitar", "Cape") drops every entry of the groups it names.
import type { BottomStyle, Build, Extra, FaceItem, HairStyle, Headwear, TopStyle } from './spec.ts';

type Entry =
  | readonly [string, string, 'build', Build]
  | readonly [string, string, 'hair', HairStyle]
  | readonly [string, string, 'top', TopStyle]
  | readonly [string, string, 'bottom', BottomStyle]
  | readonly [string, string, 'head', Headwear]
  | readonly [string, string, 'face', FaceItem]
  | readonly [string, string, 'extra', Extra]
  | readonly [string, string, 'prop', string]
  | readonly [string, string, 'skin', string];

// For single-valued slots the first matching entry wins, so the specific come first.
const ENTRIES: readonly Entry[] = [
  ['towering|giant|oversized|massive hands', 'giant', 'build', 'giant'],
  [
    'muscle|muscular|bodybuilder|strongman|burly|brute|barbarian|heavyweight|bulging|beefy',
    'muscle',
    'build',
    'muscular',
  ],
  ['lean|wiry|slim|slender|skinny|high-flyer|willowy', 'slim', 'build', 'slim'],
  ['stocky|portly|chubby|round-bellied|sitcom dad|cozy|lumberjack|tycoon', 'stocky', 'build', 'stocky'],
  ['child|kid|tween|little|rookie|scrappy|prankster', 'child', 'build', 'child'],
  ['bobble ?head|vinyl|chibi|big-head', 'bighead', 'build', 'bighead'],
  ['mini ?fig|brick|buildable', 'blocky', 'build', 'blocky'],
  ['robot|android|cyborg|die-cast|mecha(?! pilot)', 'robot', 'skin', '#b8c2cc'],
  ['green (?:rubbery )?skin|lizard|swamp|lime-green skin|translucent green', 'green', 'skin', '#7dbb5a'],
  ['ghoulish green', 'green', 'skin', '#a7cf8f'],
  ['ash-grey skin|grey skin', 'grey', 'skin', '#9aa0a6'],
  ['pale blue|frost-blue|blue body paint', 'blue', 'skin', '#a9c8e8'],
  ['silver body paint|metallic silver body', 'silver', 'skin', '#c9d1d9'],
  ['werewolf|flocked brown fur|fur-covered', 'fur', 'skin', '#8a6240'],
  ['mummy|bandages', 'mummy', 'skin', '#e8dcc0'],
  ['tanned|bronzed|sun-kissed', 'tan', 'skin', '#b97a4e'],
  ['pale face|pale makeup|porcelain', 'pale', 'skin', '#f3e6df'],
  ['mohawk', 'mohawk', 'hair', 'mohawk'],
  ['afro', 'afro', 'hair', 'afro'],
  ['beehive|bouffant|towering hair', 'beehive', 'hair', 'beehive'],
  ['braid', 'braids', 'hair', 'braids'],
  ['ponytail', 'ponytail', 'hair', 'ponytail'],
  ['topknot|bun\\b', 'bun', 'hair', 'bun'],
  ['quiff|pompadour', 'quiff', 'hair', 'quiff'],
  ['spiky|frosted|spiked hair|crimped', 'spiky', 'hair', 'spiky'],
  ['shaved head|bald|brain dome', 'bald', 'hair', 'bald'],
  [
    'wild hair|mane|shock of|frizzy|windblown|unkempt|teased|feathered hair|huge feathered',
    'wild',
    'hair',
    'wild',
  ],
  ['slick|sprayed hair|side part|center-parted|centre-parted', 'slick', 'hair', 'slick'],
  ['long hair|shoulder-length|long center|flowing hair|raven|long golden', 'long', 'hair', 'long'],
  ['wedge haircut|bob\\b|pastel-dyed', 'bob', 'hair', 'bob'],
  ['bandages|wrapped in', 'mummy', 'top', 'bandages'],
  [
    'plate armou?r|armou?r plat|armou?red|chest plate|scale mail|scale-armor|chest armou?r|breastplate|armor',
    'armor',
    'top',
    'armor',
  ],
  ['gown|dress', 'gown', 'top', 'gown'],
  [
    'jumpsuit|flight suit|pressure suit|pilot suit|bodysuit|racing suit|coverall|scrubs|tracksuit',
    'jumpsuit',
    'top',
    'jumpsuit',
  ],
  ['singlet|leotard|one-piece', 'singlet', 'top', 'singlet'],
  ['lab coat|white coat', 'labcoat', 'top', 'labcoat'],
  [
    'tuxedo|suit\\b|tailcoat|blazer|sport coat|smoking jacket|double-breasted|three-piece',
    'suit',
    'top',
    'suit',
  ],
  ['hoodie|hoody|sweatshirt', 'hoodie', 'top', 'hoodie'],
  ['robe|hakama|cloak|hood lined|tunic|frock coat|duster|trench', 'robe', 'top', 'robe'],
  ['parka|coat|windbreaker|puffer', 'coat', 'top', 'coat'],
  ['vest|waistcoat', 'vest', 'top', 'vest'],
  ['jacket|cardigan|safari shirt', 'jacket', 'top', 'jacket'],
  ['tank top|muscle tee|sleeveless|crop', 'tank', 'top', 'tank'],
  ['bare chest|posing trunks|shirtless|body paint|trunks', 'bare', 'top', 'bare'],
  ['fur|pelt', 'fur', 'top', 'fur'],
  ['tee|t-shirt|shirt|sweater|polo|turtleneck|top\\b|apron|uniform', 'tee', 'top', 'tee'],
  ['gown|skirt|dress|kilt|hakama', 'skirt', 'bottom', 'skirt'],
  ['shorts|trunks|posing', 'shorts', 'bottom', 'trunks'],
  ['tights|spandex|leggings|leg warmers', 'tights', 'bottom', 'tights'],
  ['cargo shorts|denim shorts|fight shorts|leather shorts', 'shorts', 'bottom', 'shorts'],
  [
    'visor helmet|full-face helmet|great helm|dive helmet|visored helmet|mirrored visor helmet',
    'helmet',
    'head',
    'visor-helmet',
  ],
  ['horned helmet|winged helmet|viking', 'helmet', 'head', 'horned'],
  ['hard hat|pith helmet', 'helmet', 'head', 'hardhat'],
  ['helmet|helm\\b|headgear|crested|scrub cap', 'helmet', 'head', 'helmet'],
  ['cowboy hat|ten-gallon|wide-brimmed|stetson', 'hat', 'head', 'cowboy'],
  ['fedora|porkpie|trilby', 'hat', 'head', 'fedora'],
  ['tricorn', 'hat', 'head', 'tricorn'],
  ['bucket hat', 'hat', 'head', 'bucket'],
  ['toque|chef hat', 'toque', 'head', 'toque'],
  ['crown|tiara|headpiece|diadem', 'crown', 'head', 'tiara'],
  ['beret', 'beret', 'head', 'beret'],
  ['peaked cap|backwards cap|baseball cap|\\bcap\\b', 'cap', 'head', 'cap'],
  ['knit cap|beanie', 'knit', 'head', 'knit'],
  ['hood\\b|hooded', 'hood', 'head', 'hood'],
  ['bandana|headband|sweatband|woven headband', 'bandana', 'head', 'bandana'],
  ['antenna|antennae', 'antenna', 'head', 'antenna'],
  ['luchador|face mask|mask|executioner', 'mask', 'face', 'mask'],
  ['half-chrome|eye implant|battle mask', 'mask', 'face', 'half-mask'],
  ['visor(?! helmet)', 'visor', 'face', 'visor'],
  ['goggles', 'goggles', 'face', 'goggles'],
  ['sunglasses|shades|aviator', 'sunglasses', 'face', 'shades'],
  ['glasses|spectacles', 'glasses', 'face', 'glasses'],
  ['eye patch|eyepatch', 'eyepatch', 'face', 'eyepatch'],
  ['face paint|eye shadow|makeup|zinc', 'paint', 'face', 'paint'],
  ['cape|cloak|mantle', 'cape', 'extra', 'cape'],
  ['title belt|championship belt|rodeo belt buckle', 'title-belt', 'extra', 'title-belt'],
  ['bow tie|bowtie', 'tie', 'extra', 'bowtie'],
  ['\\btie\\b|power tie|narrow tie|skinny tie|white tie|ascot|neckerchief', 'tie', 'extra', 'tie'],
  ['chain|necklace|medallion|amulet|collar|lanyard', 'chain', 'extra', 'chain'],
  [
    'shoulder pads|pauldrons|epaulettes|shoulder plates|shoulder guard|shoulder armor|winged shoulders',
    'shoulder',
    'extra',
    'shoulder-pads',
  ],
  ['gloves|gauntlet|wristbands|bracers|taped|tape|cuffs', 'gloves', 'extra', 'gloves'],
  ['scarf|boa|shawl', 'scarf', 'extra', 'scarf'],
  ['apron', 'apron', 'extra', 'apron'],
  ['stripe|lightning', 'stripes', 'extra', 'stripes'],
  ['bandolier|webbing|bullet belt|harness', 'bandolier', 'extra', 'bandolier'],
  ['suspenders|braces', 'suspenders', 'extra', 'suspenders'],
  ['tail\\b|tail,', 'tail', 'extra', 'tail'],
  ['beard|stubble|sideburns', 'beard', 'extra', 'beard'],
  ['moustache|mustache', 'moustache', 'extra', 'moustache'],
  ['belt|tool belt|utility belt', 'belt', 'extra', 'belt'],
  ['wings?\\b|wing graphics', 'wings', 'extra', 'wings'],
  ['stethoscope', 'stethoscope', 'extra', 'stethoscope'],
  ['kneepads|knee pads|kickpads|shin guards|greaves', 'kneepads', 'extra', 'kneepads'],
  ['flame', 'flames', 'extra', 'flames'],
  ['star\\b|stars|starfield|sequin|glitter|rhinestone', 'stars', 'extra', 'stars'],
  ['checkered|plaid|flannel|argyle|buffalo-check|leopard|camouflage|camo', 'checks', 'extra', 'checks'],
  ['electric guitar|keytar-free|sticker-covered electric', 'guitar', 'prop', 'electric-guitar'],
  ['upright bass|bass guitar|star-shaped bass', 'guitar', 'prop', 'bass'],
  ['keytar', 'keytar', 'prop', 'keytar'],
  ['acoustic guitar|hollow-body|guitar', 'guitar', 'prop', 'guitar'],
  ['microphone|mic stand|mic\\b', 'microphone', 'prop', 'microphone'],
  ['trumpet', 'trumpet', 'prop', 'trumpet'],
  ['drumsticks', 'drumsticks', 'prop', 'drumsticks'],
  ['baton', 'baton', 'prop', 'baton'],
  ['headphones', 'headphones', 'prop', 'headphones'],
  ['katana|sword|cutlass|broadsword', 'sword', 'prop', 'sword'],
  ['battle axe|axe', 'axe', 'prop', 'axe'],
  ['spear', 'spear', 'prop', 'spear'],
  ['crossbow', 'crossbow', 'prop', 'crossbow'],
  ['staff', 'staff', 'prop', 'staff'],
  ['wand', 'wand', 'prop', 'wand'],
  ['blaster|pistol|ray-gun|dart launcher|net-launching', 'blaster', 'prop', 'blaster'],
  ['round painted shield|shield', 'shield', 'prop', 'round-shield'],
  ['barbell', 'barbell', 'prop', 'barbell'],
  ['skateboard', 'skateboard', 'prop', 'skateboard'],
  ['skis', 'skis', 'prop', 'skis'],
  ['rope|lasso', 'rope', 'prop', 'rope'],
  ['briefcase|attaché case', 'briefcase', 'prop', 'briefcase'],
  ['coffee mug|mug|cup of', 'mug', 'prop', 'mug'],
  ['clipboard|legal file|script pages|index cards', 'clipboard', 'prop', 'clipboard'],
  ['mobile phone|phone', 'phone', 'prop', 'phone'],
  ['wooden spoon|spoon', 'spoon', 'prop', 'spoon'],
  ['beaker', 'beaker', 'prop', 'beaker'],
  ['pocket watch', 'watch', 'prop', 'pocket-watch'],
  ['candelabra', 'candelabra', 'prop', 'candelabra'],
  ['binoculars', 'binoculars', 'prop', 'binoculars'],
  ['forecast map|map', 'map', 'prop', 'map'],
  ['cocktail glass|cocktail', 'cocktail', 'prop', 'cocktail'],
  ['hand mirror', 'mirror', 'prop', 'hand-mirror'],
  ['letter|contract scroll|scroll|newspaper', 'letter', 'prop', 'scroll'],
  ['radio', 'radio', 'prop', 'phone'],
  ['rescue buoy|buoy', 'buoy', 'prop', 'ball'],
  ['tire iron|club', 'club', 'prop', 'hammer'],
  ['wrench', 'wrench', 'prop', 'wrench'],
  ['hammer', 'hammer', 'prop', 'hammer'],
  ['laptop', 'laptop', 'prop', 'laptop'],
  ['camera', 'camera', 'prop', 'camera'],
  ['palette|paintbrush', 'palette', 'prop', 'palette'],
  ['megaphone', 'megaphone', 'prop', 'megaphone'],
  ['whistle', 'whistle', 'prop', 'whistle'],
  ['trophy', 'trophy', 'prop', 'trophy'],
];

export type Slot = Entry[2];
export interface LexiconMatch {
  slot: Slot;
  value: string;
  group: string;
}

const COMPILED = ENTRIES.map(([words, group, slot, value]) => ({
  re: new RegExp(`(?:^|[^a-z])(?:${words})`, 'i'),
  group,
  slot,
  value,
}));

/** Every lexicon entry the text mentions, in lexicon order, skipping the `removed` groups. */
export function lexiconMatches(text: string, removed: ReadonlySet<string> = new Set()): LexiconMatch[] {
  return COMPILED.filter((e) => !removed.has(e.group) && e.re.test(text)).map(({ slot, value, group }) => ({
    slot,
    value,
    group,
  }));
}

/** The groups a removal names ("Visor Helmet" → helmet and visor). */
export function removedGroups(removals: readonly string[]): Set<string> {
  return new Set(removals.flatMap((r) => lexiconMatches(r).map((m) => m.group)));
}
