import type { CharacterTemplate } from './types.ts';

/** Music-star archetypes across the decades; all original, no real artists. */
export const MUSIC_CHARACTERS: readonly CharacterTemplate[] = [
  {
    id: 'disco-diva',
    title: 'Disco Diva',
    basePrompt:
      'A 1970s-style 8-inch fashion action figure of a disco diva in a plunging gold lamé jumpsuit with bell-bottom flares, platform boots and huge feathered hair, holding a glittering microphone.',
    additions: ['Mirror Ball', 'Light-Up Dance Floor', 'Feather Boa', 'Roller Skates', 'Sequin Cape'],
    removals: ['Microphone', 'Platform Boots'],
    poses: ['disco-pointing', 'hip-swaying', 'spinning', 'microphone-held'],
    packaging: 'a glossy silver window box with mirror-ball sparkle, rainbow stripes and a dance-floor grid',
  },
  {
    id: 'rock-guitar-hero',
    title: 'Rock Guitar Hero',
    basePrompt:
      'A 1980s-style action figure of a rock guitar virtuoso with teased shoulder-length hair, a ripped sleeveless denim vest over a tiger-stripe spandex top, and a pointy neon-pink electric guitar.',
    additions: ['Amp Stack', 'Double-Neck Guitar', 'Pyro Flame Stage', 'Wind Fan', 'Guitar Picks'],
    removals: ['Electric Guitar', 'Denim Vest'],
    poses: ['guitar-solo', 'knee-slide', 'windmill-strum', 'guitar-overhead'],
    packaging: 'a black blister card with a lightning-bolt amp grille, flame decals and a tour-pass sticker',
  },
  {
    id: 'pop-idol',
    title: 'Pop Idol',
    basePrompt:
      'A 1990s-style action figure of a chart-topping pop star in a holographic crop jacket, silver cargo pants and chunky platform sneakers, with glitter streaks in the hair and a bubblegum-pink microphone.',
    additions: ['Stage Fan', 'Confetti Cannon', 'Light-Up Stage', 'Tour Bus', 'Award Statuette'],
    removals: ['Microphone', 'Holographic Jacket'],
    poses: ['dance-break', 'star-jump', 'kiss-blowing', 'peace-sign'],
    packaging: 'a pastel holographic window box with a star-shaped cutout and a bonus mini poster',
  },
  {
    id: 'hip-hop-mc',
    title: 'Hip-Hop MC',
    basePrompt:
      'A late-1980s-style action figure of a hip-hop MC in an oversized tracksuit with bold color blocks, a bucket hat, a chunky gold rope chain and fresh white high-top sneakers.',
    additions: ['Boombox', 'Turntables', 'Cordless Microphone', 'Gold Record', 'Graffiti Wall'],
    removals: ['Bucket Hat', 'Rope Chain'],
    poses: ['mic-drop', 'b-boy stance', 'mic-gripping', 'head-nodding'],
    packaging: 'a graffiti-sprayed blister card with a cassette-tape graphic and bold bubble lettering',
  },
  {
    id: 'heavy-metal-frontman',
    title: 'Heavy Metal Frontman',
    basePrompt:
      'A 1980s-style action figure of a heavy metal frontman in studded black leather with a bullet belt and spiked wristbands, with a mane of wild hair and a skull-handled mic stand.',
    additions: [
      'Pyro Cannons',
      'Giant Inflatable Monster',
      'Smoke Machine',
      'Bat-Wing Cape',
      'Chrome Bullhorn',
    ],
    removals: ['Bullet Belt', 'Spiked Wristbands', 'Mic Stand'],
    poses: ['headbanging', 'horns-up', 'mic-stand swinging', 'screaming'],
    packaging: 'a jet-black blister card with a chrome-edged logo, flames and a fold-out lyric booklet',
  },
  {
    id: 'punk-rocker',
    title: 'Punk Rocker',
    basePrompt:
      'A late-1970s-style action figure of a punk rocker with a tall green spiked mohawk, a safety-pinned plaid jacket, ripped fishnet sleeves and scuffed combat boots.',
    additions: ['Bass Guitar', 'Spray-Paint Can', 'Handmade Zine', 'Patch-Covered Bag', 'Basement Stage'],
    removals: ['Plaid Jacket', 'Combat Boots'],
    poses: ['pogo-jumping', 'shouting', 'bass-slinging', 'sneering'],
    packaging: 'a photocopied-look blister card with ransom-note lettering, torn tape and a neon pink splash',
  },
  {
    id: 'country-crooner',
    title: 'Country Crooner',
    basePrompt:
      'A 1980s-style action figure of a country crooner in a rhinestone-studded western suit with embroidered roses, a cream cowboy hat and tooled leather boots, strumming an acoustic guitar.',
    additions: ['Pickup Truck', 'Hay-Bale Stage', 'Harmonica', 'Steel Guitar', 'Gold Belt Buckle'],
    removals: ['Cowboy Hat', 'Acoustic Guitar'],
    poses: ['strumming', 'hat-tipping', 'boot-stomping'],
    packaging: 'a sunset-orange blister card with a barn-dance backdrop and rope-border western lettering',
  },
  {
    id: 'jazz-trumpeter',
    title: 'Jazz Trumpeter',
    basePrompt:
      'A 1950s-inspired cloth-and-plastic action figure of a jazz trumpeter in a sharp charcoal pinstripe suit, a narrow tie and a tilted fedora, with a polished brass trumpet.',
    additions: ['Club Stage Backdrop', 'Upright Bass', 'Spotlight', 'Trumpet Mute Set', 'Vinyl Record'],
    removals: ['Fedora', 'Trumpet', 'Narrow Tie'],
    poses: ['trumpet-raised', 'swaying', 'bow-taking'],
    packaging: 'a deep navy window box with art-deco gold linework and a neon jazz-club sign',
  },
  {
    id: 'soul-singer',
    title: 'Soul Singer',
    basePrompt:
      'A late-1960s-style action figure of a soul singer in a sequined emerald gown with long opera gloves and a towering beehive, holding a vintage chrome microphone.',
    additions: ['Backup Singers', 'Stage Curtains', 'Gold Record', 'Vintage Mic Stand', 'Velvet Shawl'],
    removals: ['Opera Gloves', 'Microphone'],
    poses: ['belting', 'hand-on-heart', 'swaying'],
    packaging: 'a velvet-red window box with gold marquee bulbs and a vinyl-record backdrop',
  },
  {
    id: 'synth-pop-keyboardist',
    title: 'Synth-Pop Keyboardist',
    basePrompt:
      'A 1980s-style action figure of a synth-pop keyboardist in a pastel suit with rolled sleeves, a skinny tie and an asymmetrical wedge haircut, with a white keytar slung over one shoulder.',
    additions: ['Drum Machine', 'Synth Stack', 'Laser Light Rig', 'Fog Machine', 'Floppy Disk Case'],
    removals: ['Keytar', 'Skinny Tie'],
    poses: ['keytar-playing', 'robotic dance', 'moody', 'pointing'],
    packaging: 'a pastel blister card with a neon grid horizon, chrome lettering and a bonus cassette single',
  },
  {
    id: 'grunge-rocker',
    title: 'Grunge Rocker',
    basePrompt:
      'A 1990s-style action figure of a grunge rocker in a faded flannel shirt over a thermal tee, torn jeans and battered sneakers, with long unkempt hair and a sticker-covered electric guitar.',
    additions: [
      'Fuzz Pedal',
      'Thrift-Store Cardigan',
      'Crowd-Surf Stand',
      'Rainy Garage Backdrop',
      'Knit Beanie',
    ],
    removals: ['Flannel Shirt', 'Electric Guitar'],
    poses: ['slouching', 'hair-whipping', 'stage-diving'],
    packaging: 'a muted grey blister card with a photocopied gig flyer and a rainy city backdrop',
  },
  {
    id: 'boy-band-heartthrob',
    title: 'Boy-Band Heartthrob',
    basePrompt:
      'A late-1990s-style action figure of a boy-band heartthrob in an all-white satin suit, with frosted spiky tips, a silver chain and a headset microphone.',
    additions: ['Ballad Stool', 'Fan Sign', 'Love Letter', 'Choreography Riser', 'Single Red Rose'],
    removals: ['Headset Microphone', 'Silver Chain'],
    poses: ['synchronized-dance', 'serenading', 'heart-hands'],
    packaging:
      'a baby-blue window box with a heart-shaped window, faux-autograph printing and a collectible poster',
  },
  {
    id: 'glam-rock-star',
    title: 'Glam Rock Star',
    basePrompt:
      'A 1970s-style 8-inch cloth-costumed action figure of a glam rock star in a glittering silver jumpsuit with winged shoulders, towering platform boots and heavy glitter eye shadow.',
    additions: ['Glitter Guitar', 'Star Cape', 'Feather Boa', 'Platform Stage', 'Rhinestone Sunglasses'],
    removals: ['Winged Shoulders', 'Platform Boots'],
    poses: ['strutting', 'high-kick', 'guitar-thrust'],
    packaging: 'a metallic magenta window box with silver glitter stars and a lipstick-red logo',
  },
  {
    id: 'funk-bassist',
    title: 'Funk Bassist',
    basePrompt:
      'A 1970s-style action figure of a funk bassist in a wide-collared psychedelic shirt, velvet flared trousers and tinted round glasses, topped with a towering afro and slapping a sparkly star-shaped bass guitar.',
    additions: ['Talk Box', 'Bass Amp', 'Fringe Vest', 'Horn Section', 'Platform Shoes'],
    removals: ['Star Bass', 'Tinted Glasses'],
    poses: ['slap-bass', 'groove-stepping', 'leaning-back'],
    packaging:
      'a tangerine and brown window box with swirling psychedelic patterns and a vinyl-sleeve backdrop',
  },
  {
    id: 'blues-guitarist',
    title: 'Blues Guitarist',
    basePrompt:
      'A vintage-style action figure of a seasoned blues guitarist in a rumpled brown suit, a porkpie hat and worn two-tone shoes, cradling a sunburst hollow-body guitar.',
    additions: ['Harmonica', 'Wooden Porch Backdrop', 'Bottleneck Slide', 'Rocking Chair', 'Dusty Amp'],
    removals: ['Porkpie Hat', 'Guitar'],
    poses: ['seated strumming', 'head-bowed', 'string-bending'],
    packaging: 'a faded indigo blister card with a lonely crossroads signpost at dusk',
  },
  {
    id: 'opera-diva',
    title: 'Opera Diva',
    basePrompt:
      'A vintage-style 8-inch action figure of an opera diva in a voluminous ruby-red ball gown with a jeweled breastplate, a horned helmet and long golden braids, holding a prop spear.',
    additions: ['Velvet Curtain', 'Bouquet', 'Chandelier', 'Lorgnette', 'Orchestra Pit'],
    removals: ['Horned Helmet', 'Spear', 'Breastplate'],
    poses: ['high-note', 'bowing', 'dramatic swooning'],
    packaging: 'a gilded opera-house window box with red velvet curtains and a playbill insert',
  },
  {
    id: 'rockabilly-rebel',
    title: 'Rockabilly Rebel',
    basePrompt:
      'A 1950s-style action figure of a rockabilly rebel in a black leather jacket, a white tee and rolled-cuff jeans, with a tall slicked quiff and a cherry-red upright bass.',
    additions: ['Vintage Convertible', 'Jukebox', 'Pocket Comb', 'Dice Keychain', 'Sock-Hop Stage'],
    removals: ['Leather Jacket', 'Upright Bass'],
    poses: ['bass-spinning', 'leaning', 'finger-snapping'],
    packaging: 'a cherry-red blister card with diner checkerboard tiles and chrome jukebox lettering',
  },
  {
    id: 'techno-dj',
    title: 'Techno DJ',
    basePrompt:
      'A 1990s-style action figure of a techno DJ in a reflective silver puffer vest, glow-stick necklaces and wraparound sunglasses, with oversized headphones around the neck.',
    additions: ['Turntable Deck', 'Laser Rig', 'Record Crate', 'Mixing Desk', 'Strobe Light'],
    removals: ['Headphones', 'Sunglasses', 'Glow-Stick Necklaces'],
    poses: ['record-scratching', 'hands-up', 'headphone-cupping'],
    packaging: 'a translucent neon-blue blister card with a rave-flyer design and a smiley-face sticker',
  },
  {
    id: 'folk-singer-songwriter',
    title: 'Folk Singer-Songwriter',
    basePrompt:
      'A 1960s-style action figure of a folk singer-songwriter in a suede fringe jacket, bell-bottom jeans and a woven headband, with long center-parted hair and a twelve-string acoustic guitar.',
    additions: ['Harmonica Holder', 'Campfire', 'Peace Banner', 'Songbook', 'Camper Van'],
    removals: ['Fringe Jacket', 'Headband', 'Guitar'],
    poses: ['cross-legged strumming', 'singing', 'campfire-sitting'],
    packaging: 'an earthy tan blister card with hand-drawn flowers, a sunburst and hand-lettered typography',
  },
  {
    id: 'power-drummer',
    title: 'Power Drummer',
    basePrompt:
      'A 1980s-style action figure of a power drummer in a sleeveless red muscle tee, leather shorts and a sweatband, with drumsticks molded mid-twirl.',
    additions: ['Double-Bass Drum Kit', 'Gong', 'Rotating Drum Riser', 'Spare Drumsticks', 'Cymbal Stack'],
    removals: ['Sweatband', 'Drumsticks'],
    poses: ['drum-fill', 'stick-twirling', 'cymbal-crashing'],
    packaging: 'a black and red blister card with an exploding drumhead graphic and sound-wave stripes',
  },
  {
    id: 'latin-pop-star',
    title: 'Latin Pop Star',
    basePrompt:
      'A 1990s-style action figure of a Latin pop star in a ruffled hot-magenta shirt open at the collar, tight leather trousers and a gold medallion, with a sparkly microphone.',
    additions: ['Conga Drums', 'Maracas', 'Beach Stage', 'Rose Petals', 'Dance Partner'],
    removals: ['Medallion', 'Microphone'],
    poses: ['salsa-spinning', 'hip-shaking', 'microphone-raised'],
    packaging: 'a sunset-pink and turquoise window box with palm fronds and a tropical dance-floor backdrop',
  },
  {
    id: 'lounge-crooner',
    title: 'Lounge Crooner',
    basePrompt:
      'A 1960s-style action figure of a lounge crooner in a powder-blue tuxedo with a loosened bow tie, a pencil moustache and slicked-back hair, raising a cocktail glass.',
    additions: ['Grand Piano', 'Lounge Curtains', 'Microphone Stand', 'Velvet Stool', 'Rose Lapel Pin'],
    removals: ['Bow Tie', 'Cocktail Glass'],
    poses: ['mic-cradling', 'piano-leaning', 'toasting', 'serenading'],
    packaging: 'a champagne-gold window box with a neon lounge marquee and starry-night backdrop',
  },
  {
    id: 'goth-rocker',
    title: 'Goth Rocker',
    basePrompt:
      'A 1980s-style action figure of a goth rocker in a layered black velvet coat with lace cuffs and silver moon jewelry, with teased raven hair and dramatic pale face makeup.',
    additions: ['Candelabra', 'Raven', 'Cathedral Stage', 'Fog Machine', 'Lace Parasol'],
    removals: ['Velvet Coat', 'Silver Jewelry'],
    poses: ['brooding', 'swaying', 'mic-clutching'],
    packaging: 'a midnight-black blister card with gothic arches, dripping candles and silver filigree',
  },
  {
    id: 'girl-group-singer',
    title: 'Girl-Group Singer',
    basePrompt:
      'A 1960s-style 8-inch action figure of a girl-group singer in a sparkling pastel cocktail dress with matching elbow gloves, a bouffant hairdo and white go-go boots.',
    additions: ['Shared Microphone Stand', 'Vanity Mirror', 'Feather Fan', 'Record Player', 'Tour Suitcase'],
    removals: ['Elbow Gloves', 'Go-Go Boots'],
    poses: ['hand-jive', 'shimmy', 'spotlight-singing'],
    packaging: 'a pink gingham window box with a vintage 45-rpm record cutout and looping script lettering',
  },
  {
    id: 'k-pop-dance-star',
    title: 'K-Pop Dance Star',
    basePrompt:
      'A collector-style 6-inch action figure of a K-pop dance star in a tailored cropped jacket with chains and embroidered patches, pastel-dyed hair, fingerless gloves and glossy combat boots.',
    additions: ['LED Light Stick', 'Stage Riser', 'Fan Banner', 'Photo Card Set', 'Wind Machine'],
    removals: ['Cropped Jacket', 'Fingerless Gloves'],
    poses: ['choreography-freeze', 'finger-heart', 'finale'],
    packaging: 'a glossy pastel window box with holographic accents and a bonus photo-card sticker sheet',
  },
  {
    id: 'symphony-conductor',
    title: 'Symphony Conductor',
    basePrompt:
      'A vintage-style action figure of a symphony conductor in a black tailcoat with a white tie and a wild shock of silver hair, holding an ivory-white baton.',
    additions: ['Podium', 'Music Stand', 'Score Book', 'Orchestra Backdrop', 'Concert Hall Chairs'],
    removals: ['Baton', 'Tailcoat'],
    poses: ['baton-raised', 'crescendo', 'bowing'],
    packaging: 'a cream and gold window box with musical staff lines and a concert-hall balcony illustration',
  },
];
