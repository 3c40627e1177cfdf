import type { CharacterTemplate } from './types.ts';

/** Wrestling "legend" archetypes; all original gimmicks, no real wrestlers or promotions. */
export const WRESTLING_LEGENDS: readonly CharacterTemplate[] = [
  {
    id: 'masked-luchador',
    title: 'The Masked Luchador',
    basePrompt:
      'A 1990s-style 7-inch rubber-and-plastic wrestling figure of a masked luchador in a glittering turquoise and gold mask with flame-shaped eyeholes, sequined tights and a flowing cape.',
    additions: ['Spare Mask', 'Turnbuckle Set', 'Folding Chair', 'Ring Apron', 'Ladder'],
    removals: ['Cape', 'Mask'],
    poses: ['top-rope perched', 'flying crossbody', 'flexing', 'mask-adjusting'],
    packaging: 'a hot-pink and turquoise blister card with papel-picado banners and a starburst ring graphic',
  },
  {
    id: 'heavyweight-champion',
    title: 'Heavyweight Champion',
    basePrompt:
      'A 1980s-style rubber wrestling figure of a muscle-bound heavyweight champion in glossy black trunks and kneepads, with a giant gold title belt slung over one shoulder.',
    additions: ['Ring Robe', 'Trophy Stand', 'Entrance Ramp', 'Steel Chair', 'Interview Microphone'],
    removals: ['Title Belt', 'Kneepads'],
    poses: ['belt-raised', 'flexing', 'victory', 'ring-entrance'],
    packaging: 'a gold-foil blister card with a roaring-crowd photo and a championship-belt emblem',
  },
  {
    id: 'high-flyer',
    title: 'The High-Flyer',
    basePrompt:
      'A 1990s-style wrestling figure of a lean high-flyer in electric-blue tights with white wing graphics down the legs, elbow pads, taped wrists and feathered hair, with bendable knees for aerial moves.',
    additions: ['Top Turnbuckle', 'Tall Ladder', 'Announce Table', 'Cage Wall', 'Springboard'],
    removals: ['Wrist Tape', 'Elbow Pads'],
    poses: ['mid-air dive', 'top-turnbuckle', 'springboard-launch', 'moonsault'],
    packaging: 'a sky-blue blister card with jet-stream contrails and a soaring-eagle ring logo',
  },
  {
    id: 'brawler',
    title: 'The Brawler',
    basePrompt:
      'A 1980s-style rubber wrestling figure of a grizzled brawler with a scraggly beard and a scarred scowl, in a ripped black tank top, faded jeans and taped fists.',
    additions: ['Trash Can Lid', 'Steel Chair', 'Kendo Stick', 'Bar-Room Table', 'Broken Sign'],
    removals: ['Tank Top', 'Hand Tape'],
    poses: ['fists-up', 'headlock', 'brawling', 'chair-swinging'],
    packaging: 'a blood-red blister card with a chain-link fence backdrop and a cracked "no rules" stamp',
  },
  {
    id: 'mat-technician',
    title: 'The Mat Technician',
    basePrompt:
      'A 1980s-style wrestling figure of a mat technician in a plain maroon singlet, amateur headgear, a knee brace and laced wrestling boots, with cauliflower ears and a stern, focused expression.',
    additions: ['Training Mat', 'Stopwatch', 'Practice Dummy', "Coach's Whistle", 'Trophy Cup'],
    removals: ['Headgear', 'Knee Brace'],
    poses: ['collar-and-elbow', 'low-crouching', 'bridging'],
    packaging: 'a navy and white blister card with a scoreboard graphic and a technique-tip card on the back',
  },
  {
    id: 'towering-giant',
    title: 'The Towering Giant',
    basePrompt:
      'A 1980s-style oversized rubber wrestling figure of a towering giant in a storm-grey full-length singlet, huge lace-up boots, leather wristbands and a shaggy bearskin cape, with a heavy brow and massive hands.',
    additions: ['Reinforced Throne', 'Cracked Ring Post', 'Tiny Opponent Figure', 'Giant Ring Apron'],
    removals: ['Wristbands', 'Bearskin Cape'],
    poses: ['looming', 'bear-hug', 'stomping', 'towering'],
    packaging:
      'an extra-tall stone-grey blister card with a mountain silhouette and a "twice the size" burst',
  },
  {
    id: 'circus-strongman',
    title: 'The Circus Strongman',
    basePrompt:
      'A 1980s-style wrestling figure of a circus strongman in a leopard-spot one-shoulder leotard, with a curled waxed moustache, slick center-parted hair and a barbell with cartoon-round weights.',
    additions: ['Bendable Iron Bar', 'Circus Pedestal', 'Cannonball', 'Chain Links', 'Big Top Backdrop'],
    removals: ['Barbell', 'Waxed Moustache'],
    poses: ['barbell-lifting', 'bar-bending', 'chest-puffing'],
    packaging:
      'a red-and-cream striped blister card styled like a big-top poster with old-fashioned circus lettering',
  },
  {
    id: 'showboat',
    title: 'The Showboat',
    basePrompt:
      'A 1980s-style wrestling figure of a flamboyant showboat in a rhinestone-studded entrance jacket with tall fringed epaulettes, glittering teal tights and mirrored sunglasses.',
    additions: ['Velvet Rope', 'Confetti Cannon', 'Red Carpet', 'Spotlight', 'Stack of Fan Photos'],
    removals: ['Entrance Jacket', 'Mirrored Sunglasses'],
    poses: ['strutting', 'crowd-taunting', 'posing', 'spinning'],
    packaging: 'a glittering silver blister card with a spotlight beam and a sequin-texture border',
  },
  {
    id: 'corporate-heel',
    title: 'The Corporate Heel',
    basePrompt:
      'A 1990s-style wrestling figure of a smug corporate heel in a tailored charcoal suit with a slicked side part and a gold tie clip, carrying a leather briefcase full of contracts.',
    additions: [
      'Boardroom Chair',
      'Stack of Contracts',
      'Security Guard Figure',
      'Ringside Microphone',
      'Limo Door',
    ],
    removals: ['Suit Jacket', 'Briefcase'],
    poses: ['smirking', 'finger-wagging', 'briefcase-swinging'],
    packaging:
      'a black and silver blister card styled like a corporate memo with a "contract terminated" stamp',
  },
  {
    id: 'biker-rebel',
    title: 'The Biker Rebel',
    basePrompt:
      'A 1990s-style wrestling figure of a biker rebel in a sleeveless leather vest covered in road patches, a red bandana and fingerless gloves, with mutton-chop sideburns and a chain wrapped around one fist.',
    additions: ['Chopper Motorcycle', 'Roadhouse Sign', 'Oil Drum', 'Leather Jacket', 'Tire Iron'],
    removals: ['Leather Vest', 'Chain', 'Bandana'],
    poses: ['fist-raised', 'glaring', 'chain-swinging'],
    packaging: 'a rusted-steel blister card with a highway-sign logo and a tire-tread border',
  },
  {
    id: 'martial-arts-striker',
    title: 'The Martial Arts Striker',
    basePrompt:
      'A 1990s-style wrestling figure of a martial arts striker in white fight shorts with a black belt tied at the waist, padded shin guards and taped feet, with a shaved head and an intense stare.',
    additions: ['Breaking Boards', 'Heavy Bag', 'Training Dummy', 'Dojo Banner', 'Sparring Gloves'],
    removals: ['Shin Guards', 'Black Belt'],
    poses: ['roundhouse-kick', 'fighting-ready', 'board-breaking', 'bowing'],
    packaging: 'a white and red blister card with a dojo-scroll backdrop and brushstroke lettering',
  },
  {
    id: 'lumberjack',
    title: 'The Lumberjack',
    basePrompt:
      'A 1980s-style wrestling figure of a burly lumberjack in a red-and-black buffalo-check flannel shirt with rolled sleeves, suspenders, a knit cap and a bushy beard, with heavy logging boots.',
    additions: ['Timber Log', 'Foam Double-Bit Axe', 'Tree Stump Stand', 'Cabin Backdrop', 'Maple Syrup Jug'],
    removals: ['Flannel Shirt', 'Knit Cap', 'Suspenders'],
    poses: ['log-lifting', 'timber-yelling', 'flexing'],
    packaging: 'a pine-green blister card with a forest backdrop and a wood-plank nameplate',
  },
  {
    id: 'cyborg-enforcer',
    title: 'The Cyborg Enforcer',
    basePrompt:
      'A 1990s-style wrestling figure of a cyborg enforcer with a half-chrome face mask and a glowing blue eye, segmented gunmetal armor over one arm and black tights with circuit-line piping.',
    additions: ['Electro-Glove', 'Smoke Machine', 'Steel Cage Panel', 'Tech Throne', 'Power Core'],
    removals: ['Face Mask', 'Arm Armor'],
    poses: ['mechanical stomping', 'cannon-arm blasting', 'glaring'],
    packaging: 'a gunmetal blister card with a circuit-board pattern and a flashing "systems online" sticker',
  },
  {
    id: 'viking-raider',
    title: 'The Viking Raider',
    basePrompt:
      'A 1980s-style wrestling figure of a Viking raider with a braided red beard, a dented iron nose-guard helmet and a fur-trimmed tunic over black trunks, carrying a round painted shield.',
    additions: ['Longship Prow', 'Drinking Horn', 'Foam War Hammer', 'Rune Stone', 'Fur Cloak'],
    removals: ['Helmet', 'Shield'],
    poses: ['war-cry', 'shield-bashing', 'hammer-raised'],
    packaging: 'a weathered wood-and-iron blister card with a longship sail and carved rune borders',
  },
  {
    id: 'arena-gladiator',
    title: 'The Arena Gladiator',
    basePrompt:
      'A 1990s-style wrestling figure of an arena gladiator in a bronze chest plate, a crested plumed helmet, leather greaves and a short red cape, gripping a short sword.',
    additions: ['Chariot', 'Trident', 'Throwing Net', 'Arena Pillar', 'Laurel Wreath'],
    removals: ['Helmet', 'Chest Plate', 'Cape'],
    poses: ['sword-thrusting', 'saluting', 'victorious'],
    packaging: 'a marble-white and crimson blister card with arena columns and laurel-leaf lettering',
  },
  {
    id: 'cosmic-invader',
    title: 'The Cosmic Invader',
    basePrompt:
      'A 1990s-style wrestling figure of a cosmic invader with metallic silver body paint, glowing violet eyes and a crystal-studded headpiece, wearing a starfield-print bodysuit and a trailing starfield cape.',
    additions: ['Meteor Chunk', 'Spaceship Entrance Pod', 'Star Scepter', 'Laser Fog Stand', 'Comet Belt'],
    removals: ['Headpiece', 'Starfield Cape'],
    poses: ['levitating', 'hypnotic-gesture', 'menacing'],
    packaging:
      'a star-speckled purple blister card with a comet streak and a "from beyond the stars" tagline',
  },
  {
    id: 'ringside-manager',
    title: 'The Ringside Manager',
    basePrompt:
      'A 1980s-style wrestling figure of a loud-mouthed ringside manager in a garish plaid sport coat, a bow tie and tinted glasses, clutching a contract scroll and a rolled-up newspaper.',
    additions: ['Stack of Cash', 'Clipboard', 'Ringside Stool', 'Folding Chair', 'Gold Pocket Watch'],
    removals: ['Bow Tie', 'Contract Scroll', 'Newspaper'],
    poses: ['shouting', 'cowering', 'scheming'],
    packaging: 'a mustard-yellow blister card with a speech-bubble rant and a fine-print contract backdrop',
  },
  {
    id: 'hardcore-daredevil',
    title: 'The Hardcore Daredevil',
    basePrompt:
      'A 1990s-style wrestling figure of a hardcore daredevil in a ripped grey tee, camo cargo pants and gaffer-taped boots, with bandaged forearms, a knee brace and a scruffy mohawk.',
    additions: ['Ladder', 'Wooden Table', 'Trash Can', 'Steel Chair', 'Stop Sign'],
    removals: ['Forearm Bandages', 'Knee Brace'],
    poses: ['table-diving', 'battered kneeling', 'defiant'],
    packaging: 'a caution-tape yellow blister card with a splintered-wood graphic and a "no limits" warning',
  },
  {
    id: 'submission-specialist',
    title: 'The Submission Specialist',
    basePrompt:
      'A 1980s-style wrestling figure of a wiry submission specialist in dark green trunks with thin gold trim, elbow pads and tape-wrapped fingers, with slicked-back hair and extra-flexible arm joints.',
    additions: ['Practice Mat', 'Referee Figure', 'Anatomy Chart', 'Stretching Band', 'Trophy'],
    removals: ['Finger Tape', 'Elbow Pads'],
    poses: ['leg-lock', 'cross-armbar', 'grappling'],
    packaging: 'a forest-green blister card with a tangled-limbs illustration and a "make them tap" burst',
  },
  {
    id: 'beach-bodybuilder',
    title: 'The Beach Bodybuilder',
    basePrompt:
      'A 1980s-style wrestling figure of a bronzed beach bodybuilder in neon-orange posing trunks, wraparound shades and a shell necklace, with sculpted bulging muscles and sun-bleached hair.',
    additions: ['Surfboard', 'Dumbbells', 'Beach Towel', 'Boombox', 'Posing Platform'],
    removals: ['Shades', 'Shell Necklace'],
    poses: ['double-biceps', 'lat-spread', 'flexing'],
    packaging: 'a sunny tropical blister card with palm trees, a mirror-shine logo and a flexing silhouette',
  },
  {
    id: 'masked-executioner',
    title: 'The Masked Executioner',
    basePrompt:
      'A 1980s-style wrestling figure of a masked executioner in a black leather hood with laced eyeholes, a studded black vest, leather wrist cuffs and heavy boots.',
    additions: ['Foam Headsman Axe', 'Chopping Block', 'Iron Chain', 'Torch', 'Dungeon Gate'],
    removals: ['Hood', 'Studded Vest'],
    poses: ['looming', 'menacing', 'stalking'],
    packaging: 'a dungeon-black blister card with flickering torch graphics and an iron-bar border',
  },
  {
    id: 'rodeo-roughneck',
    title: 'The Rodeo Roughneck',
    basePrompt:
      'A 1980s-style wrestling figure of a rodeo roughneck in a sweat-stained cowboy hat, fringed chaps over jeans and a bandana around the neck, with a trophy-sized rodeo belt buckle.',
    additions: ['Lasso', 'Hay Bale', 'Rodeo Gate', 'Mechanical Bull', 'Saddle'],
    removals: ['Cowboy Hat', 'Chaps', 'Bandana'],
    poses: ['lasso-twirling', 'bronc-riding', 'hat-waving'],
    packaging: 'a tan leather-look blister card with a rodeo-arena backdrop and branding-iron lettering',
  },
  {
    id: 'caped-phantom',
    title: 'The Caped Phantom',
    basePrompt:
      'A 1990s-style wrestling figure of a mysterious caped phantom in a featureless silver mask, a high-collared midnight-blue cape and black tights with a crescent-moon emblem.',
    additions: ['Smoke Cloud Stand', 'Lantern', 'Crescent-Moon Staff', 'Mirror Portal', 'Candle Set'],
    removals: ['Mask', 'Cape'],
    poses: ['vanishing', 'cape-sweeping', 'pointing'],
    packaging: 'a misty midnight-blue blister card with fog swirls and a pale crescent moon',
  },
  {
    id: 'underdog-rookie',
    title: 'The Underdog Rookie',
    basePrompt:
      'A 1990s-style wrestling figure of a scrappy underdog rookie in plain black trunks with a hand-stitched star on the hip, taped wrists and knee pads, with a bruised but hopeful grin.',
    additions: ['Duffel Bag', 'Training Rope', 'Contract Offer', 'Hometown Banner', 'Trophy'],
    removals: ['Knee Pads', 'Wrist Tape'],
    poses: ['fighting-back', 'comeback', 'victory'],
    packaging: 'a hand-drawn-style blister card with a small-town gym backdrop and a "rising star" ribbon',
  },
  {
    id: 'dragon-striker',
    title: 'The Dragon Striker',
    basePrompt:
      'A 1990s-style wrestling figure of a dragon striker in crimson tights embroidered with a coiling golden dragon, a sleeveless silk jacket and flame-painted kickpads.',
    additions: ['Paper Lanterns', 'Dragon Mask', 'Gong', 'Dragon Banner', 'Incense Smoke Stand'],
    removals: ['Silk Jacket', 'Kickpads'],
    poses: ['spinning-kick', 'flying-kick', 'bowing'],
    packaging: 'a red and gold blister card with a coiling dragon border and lantern-light glow',
  },
  {
    id: 'arctic-brute',
    title: 'The Arctic Brute',
    basePrompt:
      'A 1990s-style wrestling figure of an arctic brute with frost-blue body paint, a polar-fur shoulder mantle, icicle-spiked wristbands and white furry boots.',
    additions: ['Ice Block', 'Snow Throne', 'Frost Hammer', 'Igloo Entrance', 'Snow Wolf Companion'],
    removals: ['Fur Mantle', 'Icicle Wristbands'],
    poses: ['frost-smashing', 'roaring', 'chest-pounding'],
    packaging: 'a frosted-white blister card with icy crystal shards and a blizzard backdrop',
  },
  {
    id: 'pirate-marauder',
    title: 'The Pirate Marauder',
    basePrompt:
      'A 1990s-style wrestling figure of a pirate marauder in a torn black-and-red frock vest, a skull bandana and hoop earrings, with baggy striped pants tucked into buccaneer boots.',
    additions: ['Treasure Chest', 'Foam Cutlass', "Ship's Anchor", 'Parrot', 'Gangplank'],
    removals: ['Skull Bandana', 'Frock Vest'],
    poses: ['plank-walking', 'cutlass-swinging', 'swaggering'],
    packaging: 'a sea-blue blister card with a skull-and-crossbones flag and a splintered deck backdrop',
  },
  {
    id: 'iron-knight',
    title: 'The Iron Knight',
    basePrompt:
      'A 1990s-style wrestling figure of an iron knight in gunmetal chest armor and pauldrons over black tights, with a visored helmet and a heraldic crest of a rampant griffin.',
    additions: ['Foam Broadsword', 'Jousting Lance', 'Castle Entrance Gate', 'Royal Banner', 'Squire Figure'],
    removals: ['Visored Helmet', 'Pauldrons'],
    poses: ['sword-salute', 'kneeling', 'charging'],
    packaging: 'a steel-grey blister card with a castle gate, heraldic shields and engraved gothic lettering',
  },
  {
    id: 'womens-champion',
    title: "The Women's Champion",
    basePrompt:
      "A 1980s-style wrestling figure of a fierce women's champion in a glittering fuchsia one-piece and a sparkly entrance jacket, with white fringe boots, big crimped hair and a jewel-studded gold title belt.",
    additions: ['Victory Bouquet', 'Steel Chair', 'Interview Microphone', 'Trophy Stand', 'Ringside Mirror'],
    removals: ['Title Belt', 'Entrance Jacket'],
    poses: ['belt-hoisting', 'dropkick', 'crowd-pointing'],
    packaging: 'a fuchsia and gold blister card with a spotlight and a glittering crown logo',
  },
  {
    id: 'glamour-valet',
    title: 'The Glamour Valet',
    basePrompt:
      'A 1980s-style wrestling figure of a glamorous ringside valet in a sparkling emerald evening gown, long satin gloves and a feathered hair clip, holding a jeweled hand mirror.',
    additions: ['Rose Bouquet', 'Ring Steps', 'Entrance Spotlight', 'Feather Fan', 'Perfume Atomizer'],
    removals: ['Satin Gloves', 'Hand Mirror'],
    poses: ['ringside-cheering', 'hair-flipping', 'strutting'],
    packaging: 'a champagne-pink blister card with sparkle bursts and an art-deco mirror frame',
  },
  {
    id: 'samurai-grappler',
    title: 'The Samurai Grappler',
    basePrompt:
      'A 1990s-style wrestling figure of a samurai grappler in black trunks with a lacquered red shoulder guard and a topknot, wearing a flowing hakama-style entrance robe with a crest on the back.',
    additions: ['Wooden Practice Sword', 'Taiko Drum', 'Cherry Blossom Arch', 'War Fan', 'Straw Sandals'],
    removals: ['Entrance Robe', 'Shoulder Guard'],
    poses: ['kneeling bow', 'sword-ready', 'hip-throw'],
    packaging: 'an indigo blister card with a cherry-blossom branch, taiko-drum art and a golden crest',
  },
  {
    id: 'firefighter-hero',
    title: 'The Firefighter Hero',
    basePrompt:
      'A 1990s-style wrestling figure of a firefighter hero in yellow turnout-style trunks with reflective stripes, a red fire helmet and suspenders over a bare chest.',
    additions: ['Fire Hose', 'Rescue Ladder', 'Rescue Axe', 'Dalmatian Pup', 'Fire Hydrant'],
    removals: ['Fire Helmet', 'Suspenders'],
    poses: ['hose-spraying', 'rescue-carry', 'saluting'],
    packaging: 'a fire-engine-red blister card with reflective checker trim and a flaming ring backdrop',
  },
];
