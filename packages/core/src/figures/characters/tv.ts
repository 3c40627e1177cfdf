import type { CharacterTemplate } from './types.ts';

/** TV-show character archetypes; all original, no real shows or actors. */
export const TV_CHARACTERS: readonly CharacterTemplate[] = [
  {
    id: 'sitcom-dad',
    title: 'Sitcom Dad',
    basePrompt:
      'A 1980s-style action figure of a sitcom dad in a cozy argyle cardigan over a button-down shirt, pleated khakis and loafers, with a wry grin and a steaming coffee mug.',
    additions: ['Living Room Couch', 'Newspaper', 'TV Remote', 'Barbecue Grill', 'Toolbox'],
    removals: ['Cardigan', 'Coffee Mug'],
    poses: ['shrugging', 'couch-lounging', 'pointing', 'thumbs-up'],
    packaging: 'a cheerful tan and orange window box shaped like a suburban house with a laugh-track sticker',
  },
  {
    id: 'starship-captain',
    title: 'Starship Captain',
    basePrompt:
      'A 1970s-style 8-inch action figure of a starship captain in a fitted midnight-blue tunic with a gold star on the collar, a silver sash and polished black boots, with a wrist communicator.',
    additions: ["Captain's Chair", 'Laser Sidearm', 'Bridge Console', 'Holo-Tablet', 'Shuttlecraft'],
    removals: ['Silver Sash', 'Wrist Communicator'],
    poses: ['command-pointing', 'seated command', 'hands-on-hips', 'saluting'],
    packaging: 'a deep-space black window box with a viewscreen cutout and a starfield backdrop',
  },
  {
    id: 'trench-coat-detective',
    title: 'Trench-Coat Detective',
    basePrompt:
      'A 1940s-noir-style action figure of a trench-coat detective in a belted tan trench coat with the collar turned up, a grey fedora and a loosened tie, holding a notepad and pencil.',
    additions: ['Magnifying Glass', 'Evidence Box', 'Street Lamp', 'Vintage Sedan', 'Case File'],
    removals: ['Fedora', 'Trench Coat', 'Notepad'],
    poses: ['clue-examining', 'lamp-post leaning', 'notebook-scribbling', 'suspicious'],
    packaging: 'a rain-streaked grey blister card with a neon-lit city alley and typewriter lettering',
  },
  {
    id: 'game-show-host',
    title: 'Game Show Host',
    basePrompt:
      'A 1980s-style action figure of a game show host in a sparkly teal tuxedo jacket with wide lapels, a gleaming smile and perfectly coiffed hair, holding a long skinny microphone and prize cue cards.',
    additions: ['Prize Wheel', 'Contestant Podium', 'Buzzer', 'Cash Briefcase', 'Applause Sign'],
    removals: ['Skinny Microphone', 'Cue Cards'],
    poses: ['welcoming', 'prize-revealing', 'wheel-spinning', 'grinning'],
    packaging: 'a flashing-bulb blister card with a spinning prize wheel and dollar-sign confetti',
  },
  {
    id: 'sitcom-mom',
    title: 'Sitcom Mom',
    basePrompt:
      'A 1980s-style action figure of a sitcom mom in a pastel blazer with big shoulder pads, pearl earrings and permed hair, carrying a briefcase in one hand and a lunchbox in the other.',
    additions: ['Kitchen Counter', 'Station Wagon', 'Casserole Dish', 'Cordless Phone', 'Family Photo'],
    removals: ['Briefcase', 'Lunchbox'],
    poses: ['hands-on-hips', 'knowing-look', 'hugging', 'waving'],
    packaging: 'a pastel yellow window box with a kitchen backdrop and a heart-shaped family sticker',
  },
  {
    id: 'wisecracking-sitcom-kid',
    title: 'Wisecracking Sitcom Kid',
    basePrompt:
      'A 1980s-style action figure of a wisecracking sitcom kid in an oversized graphic tee, suspenders and high-top sneakers, with a backwards cap and a cheeky gap-toothed grin.',
    additions: ['Video Game Console', 'Comic Book', 'Slingshot', 'Bicycle', 'Pet Hamster'],
    removals: ['Backwards Cap', 'Suspenders'],
    poses: ['finger-guns', 'shrugging', 'sneaking', 'laughing'],
    packaging: 'a primary-colour blister card with a speech-bubble burst and notebook-doodle graphics',
  },
  {
    id: 'zany-next-door-neighbor',
    title: 'Zany Next-Door Neighbor',
    basePrompt:
      'A 1990s-style action figure of a zany next-door neighbor in a bright plaid sweater vest, oversized novelty glasses and fuzzy slippers, holding a borrowed cup of sugar.',
    additions: ['Garden Gnome', 'Lawnmower', 'Picket Fence Section', 'Borrowed Ladder', 'Pet Parrot'],
    removals: ['Novelty Glasses', 'Fuzzy Slippers', 'Sugar Cup'],
    poses: ['fence-peeking', 'waving', 'startled', 'slapstick-tumble'],
    packaging: 'a bright green blister card with a white picket fence and a cartoon door-knock burst',
  },
  {
    id: 'evening-news-anchor',
    title: 'Evening News Anchor',
    basePrompt:
      'A 1980s-style action figure of an evening news anchor in a navy double-breasted suit with a red power tie, immaculately sprayed hair and a serious expression, holding a stack of script pages.',
    additions: ['News Desk', 'Globe Backdrop', 'TV Camera Rig', 'Breaking-News Graphic', 'Coffee Mug'],
    removals: ['Script Pages', 'Power Tie'],
    poses: ['desk-seated', 'serious-headline', 'paper-shuffling'],
    packaging: 'a blue and silver blister card with a rotating-globe graphic and a ticker-tape stripe',
  },
  {
    id: 'late-night-talk-show-host',
    title: 'Late-Night Talk Show Host',
    basePrompt:
      'A 1990s-style action figure of a late-night talk show host in a slim charcoal suit with a colorful pocket square and a lopsided grin, holding a stack of index cards.',
    additions: ['Host Desk', 'Guest Couch', 'City Skyline Backdrop', 'Band Riser', 'Novelty Mug'],
    removals: ['Index Cards', 'Pocket Square'],
    poses: ['monologue', 'desk-leaning', 'guest-greeting'],
    packaging: 'a midnight-blue window box with a glittering city skyline and a glowing "on air" light',
  },
  {
    id: 'weather-forecaster',
    title: 'Weather Forecaster',
    basePrompt:
      'A 1980s-style action figure of a weather forecaster in a bright mustard blazer with a megawatt smile and windblown hair, pointing at a removable cloud-and-sun forecast map.',
    additions: ['Umbrella', 'Rain Slicker', 'Storm Chaser Van', 'Wind Gauge', 'Snowflake Magnets'],
    removals: ['Forecast Map', 'Blazer'],
    poses: ['map-pointing', 'windswept', 'thumbs-up'],
    packaging: 'a sky-blue blister card with cartoon clouds, lightning bolts and a sunshine burst',
  },
  {
    id: 'soap-opera-villain',
    title: 'Soap Opera Villain',
    basePrompt:
      'A 1980s-style action figure of a scheming soap opera villain in a glossy burgundy smoking jacket with an ascot, a silver streak in slicked hair and one raised eyebrow, clutching a forged letter.',
    additions: ['Champagne Flute', 'Mansion Staircase', 'Secret Will', 'Rotary Telephone', 'Evil Twin Mask'],
    removals: ['Ascot', 'Forged Letter'],
    poses: ['scheming', 'dramatic-turn', 'keyhole-peeking'],
    packaging:
      'a plush velvet-purple window box with a mansion backdrop and a cliffhanger "to be continued" banner',
  },
  {
    id: 'cooking-show-chef',
    title: 'Cooking Show Chef',
    basePrompt:
      'A 1970s-style action figure of a cooking show chef in a crisp white double-breasted jacket with a towering toque, a red neckerchief and rosy cheeks, holding a wooden spoon.',
    additions: ['Stovetop Set', 'Roast Turkey', 'Mixing Bowl', 'Rolling Pin', 'Flambé Pan'],
    removals: ['Toque', 'Neckerchief', 'Wooden Spoon'],
    poses: ['tasting', 'stirring', 'flambé-flourish', 'presenting'],
    packaging: 'a red-and-white checkered window box shaped like a kitchen with a recipe-card insert',
  },
  {
    id: 'emergency-room-surgeon',
    title: 'Emergency Room Surgeon',
    basePrompt:
      'A 1990s-style action figure of an emergency room surgeon in teal scrubs and a scrub cap, with a stethoscope around the neck, latex gloves and a clipboard of charts.',
    additions: ['Defibrillator Paddles', 'Gurney', 'X-Ray Lightbox', 'Pager', 'Medical Bag'],
    removals: ['Stethoscope', 'Scrub Cap', 'Clipboard'],
    poses: ['rushing', 'chart-reading', 'scrubbing-in', 'heroic standing'],
    packaging:
      'a clinical white and teal blister card with a heartbeat-line graphic and a hospital corridor backdrop',
  },
  {
    id: 'courtroom-lawyer',
    title: 'Courtroom Lawyer',
    basePrompt:
      'A 1980s-style action figure of a silver-tongued courtroom lawyer in a pinstriped three-piece suit and a dramatic red tie, holding a thick legal file and a pair of reading glasses.',
    additions: ['Witness Stand', 'Gavel', 'Evidence Bag', 'Jury Box', 'Briefcase'],
    removals: ['Legal File', 'Reading Glasses', 'Red Tie'],
    poses: ['jury-addressing', 'closing-argument', 'pacing'],
    packaging: 'a mahogany wood-grain blister card with courtroom columns and a scales-of-justice emblem',
  },
  {
    id: 'frontier-sheriff',
    title: 'Frontier Sheriff',
    basePrompt:
      'A 1960s-style 8-inch cloth-and-plastic action figure of a frontier sheriff in a leather vest with a tin star badge, a cream ten-gallon hat, a chambray shirt and dusty boots with jingling spurs.',
    additions: ['Six-Shooter', 'Horse', 'Jail Cell', 'Hanging Lantern', 'Hitching Post'],
    removals: ['Tin Star Badge', 'Hat', 'Spurs'],
    poses: ['hands-on-holster', 'standoff', 'post-leaning'],
    packaging: 'a dusty tan blister card with a frontier main-street backdrop and rope lettering',
  },
  {
    id: 'android-science-officer',
    title: 'Android Science Officer',
    basePrompt:
      'A 1990s-style action figure of an android science officer with pale blue synthetic skin, a sleek silver uniform with glowing circuit lines and a utility belt, and a transparent forearm panel revealing tiny gears.',
    additions: ['Handheld Scanner', 'Lab Console', 'Spare Arm', 'Data Crystal', 'Robot Pet'],
    removals: ['Forearm Panel', 'Utility Belt'],
    poses: ['head-tilted', 'scanning', 'calculating'],
    packaging: 'a silver-grey window box with circuit-board patterns and a flickering-screen lenticular',
  },
  {
    id: 'visiting-alien',
    title: 'Visiting Alien',
    basePrompt:
      'A 1980s-style action figure of a goofy visiting alien with lime-green skin, bobbing antennae and three eyes, wearing a borrowed bowling shirt and bright striped suspenders.',
    additions: ['Tiny Spaceship', 'Translator Gadget', 'Pet Space Blob', 'Junk Food Stash', 'Ray Gun'],
    removals: ['Bowling Shirt', 'Suspenders'],
    poses: ['waving', 'confused', 'floating', 'tasting'],
    packaging:
      'a lime-green blister card with a suburban rooftop crash site and a "visitor from beyond" banner',
  },
  {
    id: 'nature-documentary-host',
    title: 'Nature Documentary Host',
    basePrompt:
      'A 1970s-style action figure of a nature documentary host in a sun-faded safari jacket with many pockets, cargo trousers and sturdy boots, holding binoculars and a field microphone.',
    additions: ['Camera Tripod', 'Field Journal', 'Lion Cub', 'Safari Jeep', 'Canvas Tent'],
    removals: ['Binoculars', 'Field Microphone'],
    poses: ['whispering', 'binocular-gazing', 'crouching', 'pointing'],
    packaging: 'a savanna-gold window box with acacia-tree silhouettes and a sunset backdrop',
  },
  {
    id: 'beach-lifeguard',
    title: 'Beach Lifeguard',
    basePrompt:
      'A 1990s-style action figure of a tanned beach lifeguard in a rescue-orange swimsuit with a whistle on a lanyard, zinc sunscreen on the nose and sun-bleached hair, carrying a foam rescue buoy.',
    additions: ['Lifeguard Tower', 'Surfboard', 'Binoculars', 'Jet Ski', 'Beach Umbrella'],
    removals: ['Whistle', 'Rescue Buoy'],
    poses: ['running', 'wave-scanning', 'tower-sitting'],
    packaging: 'a sunny turquoise blister card with crashing waves and a lifeguard-tower silhouette',
  },
  {
    id: 'streetwise-beat-cop',
    title: 'Streetwise Beat Cop',
    basePrompt:
      'A 1980s-style action figure of a streetwise beat cop in a rumpled navy uniform with a peaked cap, a scuffed leather jacket and a handheld radio, with a tired five-o-clock shadow.',
    additions: ['Patrol Car', 'Donut Box', 'Nightstick', 'Handcuffs', 'Precinct Desk'],
    removals: ['Peaked Cap', 'Leather Jacket', 'Radio'],
    poses: ['patrolling', 'radio-calling', 'car-leaning'],
    packaging:
      'a blue-and-white checkered blister card with a flashing-siren burst and a precinct-door backdrop',
  },
  {
    id: 'aerobics-show-instructor',
    title: 'Aerobics Show Instructor',
    basePrompt:
      'A 1980s-style action figure of an aerobics show instructor in a neon magenta leotard with a striped belt, leg warmers, a terry sweatband and a high side ponytail.',
    additions: ['Step Platform', 'Boombox', 'Hand Weights', 'Workout Mat', 'Water Bottle'],
    removals: ['Leg Warmers', 'Sweatband'],
    poses: ['high-knee', 'lunging', 'star-jump', 'jazz-hands'],
    packaging: 'a hot-pink and electric-blue blister card with VHS-tape graphics and a "feel the burn" burst',
  },
  {
    id: 'survival-show-contestant',
    title: 'Survival Show Contestant',
    basePrompt:
      'A 1990s-style action figure of a survival show contestant in a sun-bleached bandana, a torn tank top and cargo shorts, with a makeshift spear and a weathered fabric armband.',
    additions: ['Coconut', 'Fire-Starter Kit', 'Bamboo Raft', 'Palm Hut', 'Fishing Net'],
    removals: ['Bandana', 'Makeshift Spear'],
    poses: ['fire-starting', 'spear-fishing', 'triumphant', 'kneeling'],
    packaging: 'a jungle-green blister card with a torn-map backdrop and a bamboo-frame border',
  },
  {
    id: 'boardroom-tycoon',
    title: 'Boardroom Tycoon',
    basePrompt:
      'A 1980s-style action figure of a ruthless boardroom tycoon in a pinstripe power suit with red suspenders, slicked-back hair and a gold pinky ring, holding a brick-sized mobile phone.',
    additions: ['Corner-Office Desk', 'Briefcase of Cash', 'Stock Ticker', 'Golf Club', 'Stretch Limo'],
    removals: ['Mobile Phone', 'Suspenders'],
    poses: ['deal-making', 'phone-shouting', 'finger-jabbing'],
    packaging: 'a black and gold window box with skyscraper silhouettes and a soaring stock-chart arrow',
  },
  {
    id: 'sketch-comedy-star',
    title: 'Sketch Comedy Star',
    basePrompt:
      'A 1990s-style action figure of a sketch comedy star in a loud checkered blazer, a bright polka-dot bow tie and a fake moustache, with a set of swappable silly faces.',
    additions: ['Wig Rack', 'Rubber Chicken', 'Cue Card Easel', 'Whoopee Cushion', 'Spare Costume Hat'],
    removals: ['Fake Moustache', 'Checkered Blazer'],
    poses: ['pratfall', 'mugging', 'bowing'],
    packaging: 'a red-curtain blister card with a spotlight circle and a comedy-mask logo',
  },
  {
    id: 'tv-science-teacher',
    title: 'TV Science Teacher',
    basePrompt:
      'A 1980s-style action figure of a TV science teacher in a white lab coat with rainbow-striped cuffs, round safety goggles pushed up on the forehead and frizzy hair, holding a fizzing beaker.',
    additions: ['Volcano Model', 'Tesla Coil', 'Chemistry Set', 'Solar System Mobile', 'Microscope'],
    removals: ['Safety Goggles', 'Beaker'],
    poses: ['pouring', 'beaker-raised', 'chalkboard-pointing'],
    packaging: 'a graph-paper-style blister card with atom icons and a bubbling-flask burst',
  },
  {
    id: 'sixties-secret-agent',
    title: 'Sixties Secret Agent',
    basePrompt:
      'A 1960s-style 12-inch cloth-and-plastic action figure of a secret agent in a slim grey turtleneck and a mod checkered jacket, with a shoulder holster and a radio hidden in a fountain pen.',
    additions: ['Spy Convertible', 'Gadget Briefcase', 'Decoder Ring', 'Grappling Hook', 'Miniature Camera'],
    removals: ['Shoulder Holster', 'Checkered Jacket'],
    poses: ['crouching', 'pistol-ready', 'sly-glancing'],
    packaging: 'an op-art black and white window box with a keyhole cutout and a "classified" stamp',
  },
  {
    id: 'time-travel-professor',
    title: 'Time-Travel Professor',
    basePrompt:
      'A vintage-style action figure of an eccentric time-travel professor in a brass-buttoned tweed frock coat, a waistcoat patterned with clock gears and round brass goggles, holding a pocket watch.',
    additions: ['Time Machine Pod', 'Dinosaur Egg', 'Future Newspaper', 'Clockwork Robot', 'Hourglass'],
    removals: ['Goggles', 'Pocket Watch'],
    poses: ['pointing', 'watch-checking', 'startled', 'lever-pulling'],
    packaging: 'a sepia-toned blister card with swirling clock faces and a lightning-lit laboratory',
  },
  {
    id: 'creature-feature-host',
    title: 'Creature Feature Host',
    basePrompt:
      'A 1970s-style action figure of a late-night creature feature host with a ghoulish green face, a high-collared black cape and a tattered tuxedo, holding a flickering candelabra.',
    additions: ['Coffin Couch', 'Rubber Bat', 'Cobweb Set', 'Film Reel', 'Pet Tarantula'],
    removals: ['Cape', 'Candelabra'],
    poses: ['cackling', 'looming', 'coffin-rising'],
    packaging: 'a grave-black blister card with a dripping horror-movie logo and a glowing-eyes lenticular',
  },
  {
    id: 'home-renovation-host',
    title: 'Home Renovation Host',
    basePrompt:
      'A 1990s-style action figure of a home renovation host in a plaid work shirt and a tool belt packed with tiny tools, with safety glasses and a carpenter pencil tucked behind one ear.',
    additions: ['Power Drill', 'Sawhorse', 'Paint Roller', 'Drywall Panel', 'Stepladder'],
    removals: ['Tool Belt', 'Safety Glasses'],
    poses: ['hammer-swinging', 'blueprint-reading', 'thumbs-up'],
    packaging:
      'a wood-grain and safety-yellow blister card with a half-built house frame and a blueprint grid',
  },
  {
    id: 'teen-drama-heartthrob',
    title: 'Teen Drama Heartthrob',
    basePrompt:
      'A 1990s-style action figure of a brooding teen drama heartthrob in a vintage varsity jacket over a white tee and stonewashed jeans, with tousled hair and sunglasses hooked on the collar.',
    additions: ['Convertible', 'School Locker', 'Yearbook', 'Diner Booth', 'Mixtape'],
    removals: ['Varsity Jacket', 'Sunglasses'],
    poses: ['brooding', 'locker-leaning', 'sunglasses-lowering'],
    packaging:
      'a sunset-gradient window box with a high-school hallway backdrop and an instant-photo snapshot',
  },
];
