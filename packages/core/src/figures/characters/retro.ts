import type { CharacterTemplate } from './types.ts';

/** 1980s/90s toy-line archetypes; all original, no licensed characters. */
export const RETRO_CHARACTERS: readonly CharacterTemplate[] = [
  {
    id: '80s-space-ranger',
    title: '80s Space Ranger',
    basePrompt:
      'A 1980s-style 5-inch plastic action figure of a space ranger in a silver and tangerine armored flight suit with a tinted visor helmet, chunky shoulder pads and a blinking wrist communicator.',
    additions: ['Laser Blaster', 'Rocket Pack', 'Star Map Scanner', 'Robot Sidekick', 'Moon Rover'],
    removals: ['Helmet', 'Shoulder Pads', 'Wrist Communicator'],
    poses: ['heroic standing', 'blaster-aiming', 'rocket-launch', 'saluting'],
    packaging:
      'a midnight-blue 1980s blister card with a starburst logo, ringed-planet artwork and a glow-in-the-dark sticker',
  },
  {
    id: 'neon-ninja',
    title: 'Neon Ninja',
    basePrompt:
      'A late-1980s 3.75-inch action figure of a ninja in a jet-black gi with hot pink and electric green neon trim, a wrapped face mask and a katana slung across the back.',
    additions: [
      'Glow Nunchucks',
      'Throwing Stars',
      'Grappling Hook',
      'Smoke Bomb Pouch',
      'Street Motorcycle',
    ],
    removals: ['Katana', 'Face Mask', 'Belt Pouch'],
    poses: ['crouching stealth', 'mid-kick', 'sword-drawn', 'leaping'],
    packaging:
      'a black blister card splashed with neon pink and green paint streaks and a jagged lightning-bolt logo',
  },
  {
    id: 'robot-commander',
    title: 'Robot Commander',
    basePrompt:
      'A 1980s-style 6-inch die-cast and plastic figure of a robot commander with boxy crimson and chrome armor plates, a glowing yellow visor, a whip antenna and rubber-tipped missiles mounted on the chest.',
    additions: ['Ion Cannon', 'Missile Launcher', 'Energy Shield', 'Drone Companion', 'Command Tank'],
    removals: ['Chest Missiles', 'Antenna', 'Visor'],
    poses: ['commanding', 'cannon-firing', 'marching', 'battle-ready'],
    packaging:
      'a window box with a fold-out flap, grid-pattern sci-fi art and tech specs printed on the back',
  },
  {
    id: 'jungle-explorer',
    title: 'Jungle Explorer',
    basePrompt:
      'A 1980s-style 5.5-inch action figure of a rugged jungle explorer in a khaki safari shirt, cargo shorts and a pith helmet, with a coiled rope over one shoulder and a vine-green bandana.',
    additions: ['Machete', 'Treasure Map', 'Pet Monkey', 'Rope Bridge', 'Jungle Jeep', 'Lantern'],
    removals: ['Pith Helmet', 'Coiled Rope', 'Bandana'],
    poses: ['vine-swinging', 'map-reading', 'lookout', 'machete-raised'],
    packaging: 'a leafy green blister card with carved-stone temple borders and a hidden-treasure sticker',
  },
  {
    id: 'barbarian-warrior',
    title: 'Barbarian Warrior',
    basePrompt:
      'A 1980s sword-and-sorcery action figure of a barbarian warrior with sculpted muscles, a grey wolf-pelt cloak, a studded leather war-kilt and bronze bracers, gripping a double-bladed battle axe.',
    additions: ['Broadsword', 'Round Shield', 'War Horn', 'Armored War Boar', 'Treasure Chest'],
    removals: ['Wolf-Pelt Cloak', 'Battle Axe', 'Bronze Bracers'],
    poses: ['battle-cry', 'victorious', 'charging', 'kneeling'],
    packaging:
      'a purple and orange blister card with a lightning-struck fortress backdrop and a mini comic book tucked behind the figure',
  },
  {
    id: 'shadow-sorcerer',
    title: 'Shadow Sorcerer',
    basePrompt:
      'A 1980s fantasy villain figure of a shadow sorcerer with ash-grey skin, a tall violet hood lined with silver runes and a crooked staff topped by a glowing green crystal.',
    additions: ['Spell Book', 'Raven Familiar', 'Crystal Orb', 'Hovering Throne', 'Potion Vials'],
    removals: ['Hood', 'Crystal Staff'],
    poses: ['spell-casting', 'looming', 'staff-raised', 'cackling'],
    packaging:
      'a dark purple blister card with a stormy castle backdrop and glow-in-the-dark crystal artwork',
  },
  {
    id: 'commando-sergeant',
    title: 'Commando Sergeant',
    basePrompt:
      'A 1980s-style 3.75-inch military action figure of a commando sergeant in woodland camouflage fatigues, a green beret and webbing gear with molded grenades, with a rugged stubbled face.',
    additions: ['Assault Rifle', 'Radio Backpack', 'Parachute Pack', 'Combat Knife', 'Attack Jeep'],
    removals: ['Beret', 'Grenade Webbing'],
    poses: ['rifle-ready', 'crawling', 'saluting', 'radio-calling'],
    packaging: 'an olive-drab blister card with a stencilled mission file and a cut-out ID card on the back',
  },
  {
    id: 'future-patrol-officer',
    title: 'Future Patrol Officer',
    basePrompt:
      'A late-1980s action figure of a future patrol officer in a midnight-blue armored uniform with a glowing cyan visor, a light-up badge and a holstered pulse pistol.',
    additions: ['Hover Bike', 'Stun Baton', 'Handcuffs', 'Robot Patrol Dog', 'Radar Scanner'],
    removals: ['Visor', 'Armored Vest', 'Pulse Pistol'],
    poses: ['patrolling', 'pistol-drawn', 'stop-signal'],
    packaging: 'a chrome-silver blister card with a city-skyline grid and a flashing-siren graphic',
  },
  {
    id: 'dino-hunter',
    title: 'Dino Hunter',
    basePrompt:
      'A 1980s-style action figure of a prehistoric dino hunter in a leaf-green scale-armor vest with a bone-tooth necklace and a glossy orange crossbow, with sculpted claw scars across one bicep.',
    additions: ['Net Launcher', 'Baby Raptor', 'Riding Saddle', 'Volcano Base', 'Amber Fossil'],
    removals: ['Crossbow', 'Tooth Necklace', 'Scale-Armor Vest'],
    poses: ['crossbow-aiming', 'tracking', 'triumphant', 'dodging'],
    packaging: 'a volcanic orange blister card with erupting-volcano art and a roaring dinosaur silhouette',
  },
  {
    id: 'radical-skater',
    title: 'Radical Skater',
    basePrompt:
      'An early-1990s 5-inch action figure of a radical skater with a spiky bleached mohawk, a fluorescent windbreaker, ripped denim shorts and high-top sneakers, riding a graffiti-print skateboard that clips to the feet.',
    additions: ['Boombox', 'Knee Pads', 'Half-Pipe Ramp', 'Spray-Paint Cans', 'Cassette Headphones'],
    removals: ['Skateboard', 'Windbreaker'],
    poses: ['kickflip', 'rail-grinding', 'cool leaning', 'thumbs-up'],
    packaging:
      'a fluorescent yellow blister card with graffiti tags, checkerboard stripes and a "totally radical" speech bubble',
  },
  {
    id: 'monster-truck-driver',
    title: 'Monster Truck Driver',
    basePrompt:
      'A 1980s-style action figure of a monster truck driver in a flame-decal racing jumpsuit and a full-face helmet, with oversized mechanic gloves and a vest covered in sponsor patches.',
    additions: ['Monster Truck', 'Crushed Car', 'Checkered Flag', 'Wrench Set', 'Trophy'],
    removals: ['Helmet', 'Mechanic Gloves', 'Patch Vest'],
    poses: ['fist-pumping', 'helmet-under-arm', 'wrench-wielding', 'leaning'],
    packaging: 'a red, white and black blister card with tire-track graphics and a crushed-car burst',
  },
  {
    id: 'deep-sea-diver',
    title: 'Deep-Sea Diver',
    basePrompt:
      'A 1980s-style action figure of a deep-sea diver in a brass-riveted copper dive helmet and a canvas-yellow pressure suit, with lead-weighted boots and an air hose coiled down the back.',
    additions: ['Harpoon Gun', 'Sunken Treasure', 'Giant Octopus', 'Mini Submarine', 'Underwater Lamp'],
    removals: ['Dive Helmet', 'Air Hose', 'Weighted Boots'],
    poses: ['seafloor-walking', 'harpoon-aiming', 'treasure-lifting'],
    packaging:
      'an ocean-blue blister card with rising bubbles, a sunken shipwreck scene and a "water action" badge',
  },
  {
    id: 'crypt-mummy',
    title: 'Crypt Mummy',
    basePrompt:
      'A 1980s monster-line action figure of an ancient crypt mummy wrapped in cream bandages with glow-in-the-dark eyes, a jeweled scarab amulet and a crumbling gold pharaoh collar.',
    additions: ['Sarcophagus', 'Cursed Scroll', 'Scarab Swarm', 'Canopic Jar', 'Tomb Torch'],
    removals: ['Scarab Amulet', 'Pharaoh Collar'],
    poses: ['shambling', 'reaching', 'tomb-rising', 'looming'],
    packaging: 'a sandstone-tan blister card with hieroglyph borders and a spooky pyramid at midnight',
  },
  {
    id: 'werewolf-brawler',
    title: 'Werewolf Brawler',
    basePrompt:
      'A 1980s monster-line action figure of a werewolf brawler with flocked brown fur, snarling fangs, a torn flannel shirt and ragged jeans held up by a full-moon belt buckle.',
    additions: [
      'Silver Chain',
      'Full-Moon Display Stand',
      'Torn Wanted Poster',
      'Graveyard Gate',
      'Howling Wolf Pup',
    ],
    removals: ['Flannel Shirt', 'Belt Buckle'],
    poses: ['howling', 'pouncing', 'snarling crouch', 'clawing'],
    packaging: 'a midnight-purple blister card with a glowing full moon and a haunted-forest silhouette',
  },
  {
    id: 'alien-invader',
    title: 'Alien Invader',
    basePrompt:
      'A 1980s-style action figure of a bug-eyed alien invader with translucent green skin, an oversized veined brain dome, an antenna headset and a metallic purple jumpsuit with a ray-gun holster.',
    additions: ['Ray Gun', 'Flying Saucer', 'Abduction Beam', 'Probe Droid', 'Brain Jar'],
    removals: ['Antenna Headset', 'Ray-Gun Holster'],
    poses: ['ray-gun blasting', 'menacing', 'teleporting'],
    packaging:
      'a lime-green blister card showing a flying-saucer attack on a small town under a "from outer space" banner',
  },
  {
    id: 'cyborg-mercenary',
    title: 'Cyborg Mercenary',
    basePrompt:
      'An early-1990s extreme-style action figure of a cyborg mercenary with a chrome robotic arm, a glowing red eye implant, a bandolier of oversized ammo and a tattered grey trench-vest.',
    additions: ['Plasma Rifle', 'Rocket Launcher', 'Robo-Hawk', 'Arm Blade', 'Combat ATV'],
    removals: ['Bandolier', 'Trench-Vest'],
    poses: ['rifle-braced', 'combat-ready', 'scowling guard'],
    packaging: 'a gunmetal blister card with a shattered-glass effect and a red slash logo',
  },
  {
    id: 'armored-knight',
    title: 'Armored Knight',
    basePrompt:
      'A 1980s medieval action figure of an armored knight in shiny vacuum-metallized silver plate armor and a royal-blue surcoat, with a plumed great helm, a broadsword and a lion-crest shield.',
    additions: ['Jousting Lance', 'Warhorse', 'Castle Gate', 'Mace', 'Dragon Banner'],
    removals: ['Great Helm', 'Lion Shield', 'Plume'],
    poses: ['sword-raised', 'jousting', 'kneeling', 'shield-guarding'],
    packaging: 'a royal-blue blister card with a castle-turret border and a golden heraldic crest',
  },
  {
    id: 'frontier-gunslinger',
    title: 'Frontier Gunslinger',
    basePrompt:
      'A 1980s-style action figure of a frontier gunslinger in a dusty tan duster coat, a wide-brimmed black hat and a star-studded gun belt, with a handlebar moustache and a steely squint.',
    additions: ['Lasso', 'Saddled Horse', 'Wanted Poster', 'Lever-Action Rifle', 'Saloon Doors'],
    removals: ['Duster Coat', 'Hat', 'Gun Belt'],
    poses: ['quick-draw', 'standoff', 'lasso-twirling', 'hat-tipping'],
    packaging: 'a weathered wood-grain blister card with a sunset desert showdown and rope-lettered title',
  },
  {
    id: 'pirate-captain',
    title: 'Pirate Captain',
    basePrompt:
      'A 1980s-style action figure of a swashbuckling pirate captain in a crimson frock coat, a skull-and-crossbones tricorn hat, an eye patch and a peg leg, with a curved cutlass.',
    additions: ['Parrot Companion', 'Flintlock Pistol', 'Spyglass', "Ship's Wheel", 'Deck Cannon'],
    removals: ['Tricorn Hat', 'Eye Patch', 'Peg Leg'],
    poses: ['cutlass-lunging', 'spyglass-scanning', 'swaggering'],
    packaging: 'a sea-green blister card with a treasure-map backdrop, a compass rose and a rope-knot border',
  },
  {
    id: 'arctic-trooper',
    title: 'Arctic Trooper',
    basePrompt:
      'A 1980s-style 3.75-inch action figure of an arctic trooper in a quilted white parka with a fur-trimmed hood, snow goggles and grey cold-weather boots, carrying a pair of short skis.',
    additions: ['Snowmobile', 'Ice Axe', 'Sled Dog', 'Snow Fort', 'Flare Gun'],
    removals: ['Snow Goggles', 'Parka Hood', 'Skis'],
    poses: ['skiing', 'glacier-climbing', 'lookout', 'snow-crouching'],
    packaging: 'an icy blue blister card with a frosted glacier scene and a snowflake mission badge',
  },
  {
    id: 'turbo-racer',
    title: 'Turbo Racer',
    basePrompt:
      'A 1980s-style action figure of a turbo racer in a slick checkered jumpsuit with silver lightning stripes, a mirrored visor helmet and fingerless driving gloves.',
    additions: ['Turbo Car', 'Launch Ramp', 'Winner Trophy', 'Pit Crew Toolbox', 'Nitro Boost Tank'],
    removals: ['Visor Helmet', 'Driving Gloves'],
    poses: ['victory-waving', 'ready-to-race', 'leaning'],
    packaging:
      'a chrome and hot-red blister card with speed lines, a checkered flag and a "turbo power" burst',
  },
  {
    id: 'mecha-pilot',
    title: 'Mecha Pilot',
    basePrompt:
      'A 1990s-style action figure of a mecha pilot in a sleek white and sky-blue pilot suit with a neural-link headset and an orange shoulder harness, with a clear-plastic helmet tucked under one arm.',
    additions: ['Mecha Exo-Suit', 'Energy Sword', 'Hangar Bay', 'Data Pad', 'Jet Booster'],
    removals: ['Headset', 'Helmet', 'Shoulder Harness'],
    poses: ['cockpit-seated', 'saluting', 'dramatic pointing', 'sword-ready'],
    packaging: 'a white and sky-blue window box with dramatic anime-style robot art and bilingual lettering',
  },
  {
    id: 'jet-fighter-pilot',
    title: 'Jet Fighter Pilot',
    basePrompt:
      'A 1980s-style action figure of a jet fighter pilot in an olive flight suit under a leather bomber jacket, with aviator sunglasses and a white helmet with a red lightning stripe.',
    additions: ['Jet Fighter', 'Parachute', 'Oxygen Mask', 'Runway Signal Wands', 'Ejection Seat'],
    removals: ['Bomber Jacket', 'Helmet', 'Sunglasses'],
    poses: ['thumbs-up', 'saluting', 'helmet-carrying', 'cockpit-climbing'],
    packaging:
      'a sky-blue blister card with a jet formation streaking past clouds and a squadron patch sticker',
  },
  {
    id: 'wasteland-scavenger',
    title: 'Wasteland Scavenger',
    basePrompt:
      'A late-1980s post-apocalyptic action figure of a wasteland scavenger in patched leather armor, a rusted hubcap shoulder guard and dust goggles, swinging a club made from a tire iron.',
    additions: ['Dune Buggy', 'Gas Can', 'Scrap Shield', 'Mutant Dog', 'Scrap Crossbow'],
    removals: ['Dust Goggles', 'Hubcap Shoulder Guard', 'Tire-Iron Club'],
    poses: ['scavenging', 'club-swinging', 'lookout'],
    packaging: 'a rust-orange blister card with a scorched desert highway and distressed stencil lettering',
  },
  {
    id: 'dragon-rider',
    title: 'Dragon Rider',
    basePrompt:
      'A 1980s fantasy action figure of a dragon rider in emerald scale mail and a winged helmet, with a flowing crimson cape and a long spear tipped with a flame-shaped blade.',
    additions: ['Baby Dragon', 'Dragon Saddle', 'Flame Shield', 'Dragon Egg', 'Crystal Bow'],
    removals: ['Winged Helmet', 'Cape', 'Spear'],
    poses: ['spear-thrusting', 'riding', 'sky-gazing', 'triumphant'],
    packaging:
      'a fiery orange blister card with a dragon soaring over misty mountains and gold foil lettering',
  },
  {
    id: 'samurai-warlord',
    title: 'Samurai Warlord',
    basePrompt:
      'A 1980s-style action figure of a samurai warlord in lacquered red and black armor with gold-trimmed shoulder plates, a crescent-crested helmet and a fierce iron battle mask.',
    additions: ['Katana', 'Naginata', 'War Banner', 'War Fan', 'Bow and Arrows'],
    removals: ['Battle Mask', 'Crested Helmet', 'Shoulder Plates'],
    poses: ['sword-drawn', 'meditative kneeling', 'charging'],
    packaging:
      'a black lacquer-look blister card with a red sun disc, cherry blossoms and brush-stroke lettering',
  },
  {
    id: 'swamp-lizard-mutant',
    title: 'Swamp Lizard Mutant',
    basePrompt:
      'An early-1990s action figure of a swamp lizard mutant with mottled green rubbery skin, a spiny neck frill and a squishy tail, wearing torn cargo pants and a belt of mossy bone charms.',
    additions: ['Slime Blaster', 'Swamp Raft', 'Toxic Barrel', 'Bog Frog', 'Gator Trap'],
    removals: ['Bone-Charm Belt', 'Spiny Frill'],
    poses: ['lurking', 'pouncing', 'tail-whipping', 'swamp-emerging'],
    packaging: 'a toxic green blister card oozing slime graphics with a "mutant power" lenticular sticker',
  },
  {
    id: 'super-spy-agent',
    title: 'Super-Spy Agent',
    basePrompt:
      'A 1980s-style action figure of a suave super-spy agent in a black tuxedo with a clip-on bow tie, a hidden wrist dart launcher and a silver attaché case.',
    additions: ['Grappling Gun', 'Spy Car', 'Night-Vision Goggles', 'Secret Code Book', 'Jet Ski'],
    removals: ['Bow Tie', 'Attaché Case', 'Wrist Dart Launcher'],
    poses: ['sneaking', 'gadget-aiming', 'cool standing', 'back-to-the-wall'],
    packaging: 'a sleek black blister card with a target-scope graphic and a "top secret" file stamp',
  },
  {
    id: 'galactic-bounty-hunter',
    title: 'Galactic Bounty Hunter',
    basePrompt:
      'A 1980s sci-fi action figure of a galactic bounty hunter in battered burnt-orange armor plating with a cracked visor helmet, a bandolier of tracking-beacon pods and a net-launching gauntlet.',
    additions: ['Plasma Pistol', 'Capture Pod', 'Hover Skiff', 'Tracking Drone', 'Stasis Cuffs'],
    removals: ['Visor Helmet', 'Net Gauntlet', 'Beacon Bandolier'],
    poses: ['tracking', 'gauntlet-firing', 'menacing'],
    packaging:
      'a star-speckled black blister card with a wanted-poster backdrop and a holographic foil stripe',
  },
  {
    id: 'crystal-princess',
    title: 'Crystal Princess',
    basePrompt:
      'A 1980s fantasy action figure of a crystal princess in a shimmering lavender gown with pearlescent shoulder armor, a rainbow crystal tiara and a wand topped with a spinning star.',
    additions: [
      'Sparkle Fox Companion',
      'Crystal Palace Playset',
      'Rainbow Shield',
      'Magic Mirror',
      'Comb and Brush Set',
    ],
    removals: ['Tiara', 'Shoulder Armor', 'Star Wand'],
    poses: ['wand-raised', 'twirling', 'royal standing'],
    packaging:
      'a pastel pink and lavender blister card with a glitter crystal castle and a fold-out storybook',
  },
];
