// The words the offline AI image reads in a free prompt (docs/product.md#ai-image-and-crazy-image):
// drawable subjects with their synonyms, settings, times of day and palette moods. Plurals are made
// by `forms`, so "cats", "puppies" and "boxes" need no entry of their own.

/** Where a subject stands in a scene. */
export type Placement = 'ground' | 'sky' | 'water' | 'table';

/** One drawable subject: its words, its size against a standing adult (1) and its width/height. */
export interface SubjectEntry {
  words: readonly string[];
  size: number;
  aspect: number;
  place: Placement;
  /** The setting a prompt with no setting word gets when this subject leads it. */
  home?: SettingId;
}

const s = (
  words: string,
  size: number,
  aspect: number,
  place: Placement = 'ground',
  home?: SettingId,
): SubjectEntry => ({ words: words.split(','), size, aspect, place, ...(home ? { home } : {}) });

/** Every subject the scene composer can draw, keyed by id. */
export const SUBJECTS = {
  person: s(
    'person,people,man,woman,guy,lady,friend,human,adult,teacher,student,hiker,traveler,dancer,cowboy,cowgirl,family,team,customer',
    1,
    0.42,
  ),
  child: s('child,children,kid,girl,boy,baby,toddler', 0.68, 0.45),
  astronaut: s('astronaut,spaceman,cosmonaut', 1, 0.55, 'ground', 'space'),
  chef: s('chef,cook,baker', 1, 0.45, 'ground', 'kitchen'),
  robot: s('robot,android,droid,cyborg,bot', 1.05, 0.6, 'ground', 'city'),
  snowman: s('snowman,snowmen', 0.9, 0.6, 'ground', 'snow'),
  cat: s('cat,kitten,kitty,kitties', 0.36, 0.85),
  dog: s('dog,puppy,pup,doggo,hound', 0.46, 1.1),
  rabbit: s('rabbit,bunny,bunnies,hare', 0.32, 0.8, 'ground', 'meadow'),
  fox: s('fox,foxes', 0.4, 1.2, 'ground', 'forest'),
  bear: s('bear,teddy bear,teddy,panda', 0.8, 0.85, 'ground', 'forest'),
  horse: s('horse,pony,ponies', 1.1, 1.15, 'ground', 'meadow'),
  cow: s('cow,cattle,calf,calves', 0.9, 1.3, 'ground', 'meadow'),
  sheep: s('sheep,lamb', 0.55, 1.2, 'ground', 'meadow'),
  pig: s('pig,piglet,piggy', 0.45, 1.3, 'ground', 'meadow'),
  duck: s('duck,duckling,goose,geese', 0.3, 1.0, 'ground', 'meadow'),
  penguin: s('penguin', 0.5, 0.6, 'ground', 'snow'),
  owl: s('owl', 0.35, 0.8, 'ground', 'forest'),
  frog: s('frog,toad', 0.2, 1.2, 'ground', 'meadow'),
  elephant: s('elephant', 1.4, 1.3, 'ground', 'desert'),
  unicorn: s('unicorn', 1.1, 1.15, 'ground', 'meadow'),
  dragon: s('dragon', 1.4, 1.4, 'ground', 'mountains'),
  dinosaur: s('dinosaur,dino,t-rex,trex', 1.5, 1.3, 'ground', 'forest'),
  bird: s('bird,seagull,gull,sparrow,parrot,dove,pigeon', 0.2, 1.6, 'sky'),
  butterfly: s('butterfly,butterflies,moth', 0.15, 1.3, 'sky', 'meadow'),
  fish: s('fish,goldfish', 0.25, 1.6, 'water', 'underwater'),
  whale: s('whale', 1.2, 2.2, 'water', 'underwater'),
  dolphin: s('dolphin', 0.6, 1.9, 'water', 'underwater'),
  turtle: s('turtle,tortoise', 0.35, 1.6, 'water', 'underwater'),
  octopus: s('octopus,octopi,octopuses,squid', 0.5, 1.0, 'water', 'underwater'),
  car: s('car,taxi,cab,sports car,automobile,jeep,truck', 0.75, 2.1, 'ground', 'city'),
  bicycle: s('bicycle,bike,cycle', 0.6, 1.6),
  bus: s('bus,buses,van', 1.2, 2.2, 'ground', 'city'),
  boat: s('boat,sailboat,ship,yacht,canoe,sail boat', 1, 1.2, 'water', 'beach'),
  rocket: s('rocket,spaceship,space ship,rocketship,shuttle', 2, 0.5, 'ground', 'space'),
  airplane: s('airplane,plane,aeroplane,jet,aircraft', 0.6, 1.8, 'sky'),
  balloon: s('balloon,party', 0.6, 0.5, 'sky'),
  hotAirBalloon: s('hot air balloon,hot-air balloon,air balloon', 1, 0.75, 'sky', 'mountains'),
  ufo: s('ufo,flying saucer,spacecraft', 0.5, 1.8, 'sky', 'space'),
  house: s('house,home,cottage,cabin,hut,villa', 1.8, 1.1, 'ground', 'meadow'),
  castle: s('castle,palace,fortress', 2.4, 1.1, 'ground', 'mountains'),
  lighthouse: s('lighthouse,light house', 2.4, 0.45, 'ground', 'beach'),
  tent: s('tent,camp,campsite', 0.9, 1.5, 'ground', 'forest'),
  tree: s('tree,oak,maple,woodland tree', 2, 0.8),
  palmTree: s('palm tree,palm,coconut tree', 2.1, 0.75, 'ground', 'beach'),
  pineTree: s('pine tree,pine,fir,christmas tree,evergreen', 2, 0.6, 'ground', 'snow'),
  flower: s('flower,rose,tulip,daisy,daisies,sunflower,bouquet,blossom', 0.3, 0.6, 'ground', 'meadow'),
  cactus: s('cactus,cacti,cactuses,succulent', 0.9, 0.7, 'ground', 'desert'),
  mushroom: s('mushroom,toadstool', 0.3, 0.9, 'ground', 'forest'),
  coffeeCup: s(
    'coffee cup,coffee,cup,mug,latte,cappuccino,espresso,tea,teacup',
    0.18,
    1.1,
    'table',
    'kitchen',
  ),
  laptop: s('laptop,computer,notebook computer,macbook,pc', 0.22, 1.3, 'table', 'office'),
  book: s('book,novel,notebook', 0.14, 1.3, 'table', 'office'),
  cake: s('cake,birthday cake,birthday,cupcake,pie', 0.26, 1.1, 'table', 'kitchen'),
  gift: s('gift,present,gift box', 0.26, 1, 'table'),
  pizza: s('pizza,pizza slice', 0.14, 1.6, 'table', 'kitchen'),
  guitar: s('guitar,ukulele', 0.7, 0.4),
  umbrella: s('umbrella,parasol', 1.1, 1.1, 'ground', 'beach'),
  sign: s('sign,signpost,banner,placard,billboard,board', 0.9, 1.2),
  campfire: s('campfire,bonfire,fire pit,fireplace', 0.35, 1.2, 'ground', 'forest'),
  planet: s('planet,saturn,moons', 0.5, 1.5, 'sky', 'space'),
} as const satisfies Record<string, SubjectEntry>;

/** A drawable subject's id. */
export type SubjectId = keyof typeof SUBJECTS;

/** Settings and the words that name them (multi-word phrases win over their parts). */
export const SETTINGS = {
  meadow: 'meadow,field,fields,park,garden,countryside,farm,grass,hill,hills,valley,lawn',
  beach: 'beach,sea,seaside,ocean,coast,shore,island,tropical,surf,harbor,harbour,lake,bay,summer',
  city: 'city,town,street,downtown,skyline,metropolis,cityscape,rooftop,urban,cyberpunk',
  forest: 'forest,woods,woodland,jungle,rainforest,grove',
  mountains: 'mountain,mountains,alps,peak,peaks,canyon,cliff,cliffs',
  desert: 'desert,dunes,dune,sand dunes,sahara,savanna,savannah,wild west',
  snow: 'snow,snowy,winter,arctic,antarctica,ice,icy,glacier,north pole,frozen,ski slope',
  space: 'space,outer space,galaxy,cosmos,universe,orbit,moon surface,on the moon,mars,stars and planets',
  underwater: 'underwater,under water,under the sea,coral reef,reef,aquarium,seabed,ocean floor,deep sea',
  office: 'office,workplace,desk,workspace,studio,classroom,library,meeting room,coworking',
  kitchen: 'kitchen,cafe,café,coffee shop,bakery,restaurant,diner',
  room: 'room,living room,bedroom,house interior,indoors,inside,cozy room,lounge',
} as const;

/** A setting's id. */
export type SettingId = keyof typeof SETTINGS;

/** Settings drawn indoors: a wall with a window instead of an open sky. */
export const INDOOR_SETTINGS: readonly SettingId[] = ['office', 'kitchen', 'room'];

/** Times of day and their words. */
export const TIMES = {
  dawn: 'dawn,sunrise,daybreak,morning,early morning,first light',
  noon: 'noon,midday,day,daytime,afternoon,sunny,sunshine,broad daylight,bright day',
  sunset: 'sunset,dusk,evening,golden hour,twilight,sundown',
  night: 'night,nighttime,midnight,moon,moonlight,moonlit,starry,starry night,at night,dark night',
} as const;

/** A time of day. */
export type TimeOfDay = keyof typeof TIMES;

/** Palette moods and their words. */
export const MOODS = {
  pastel: 'pastel,pastels,soft colors,soft colours,dreamy,candy,kawaii,watercolor,watercolour',
  neon: 'neon,synthwave,vaporwave,glowing,fluorescent,retrowave',
  warm: 'warm,warm tones,cozy,cosy,autumn,autumnal,fiery',
  cool: 'cool,cool tones,icy blue,chilly,calm blue',
  monochrome: 'monochrome,black and white,black-and-white,b&w,grayscale,greyscale,noir',
  vintage: 'vintage,retro,sepia,old photo,nostalgic',
  vibrant: 'vibrant,colorful,colourful,bright colors,bright colours,vivid,rainbow,psychedelic',
} as const;

/** A palette mood. */
export type Mood = keyof typeof MOODS;

/** Number words before a subject ("two cats"); plurals without one count as `PLURAL_COUNT`. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  lone: 1,
  two: 2,
  pair: 2,
  couple: 2,
  both: 2,
  twin: 2,
  twins: 2,
  three: 3,
  few: 3,
  several: 3,
  some: 3,
  four: 4,
  many: 4,
  lots: 4,
  lot: 4,
  five: 5,
  flock: 5,
  school: 4,
  herd: 4,
  six: 6,
  crowd: 5,
  group: 3,
  team: 3,
  family: 3,
  bunch: 3,
  pack: 3,
};

/** How many a bare plural draws. */
export const PLURAL_COUNT = 3;
/** At most this many of one subject, and of all subjects, are drawn. */
export const MAX_PER_SUBJECT = 5;
export const MAX_SUBJECTS = 9;

/** The plural forms of a word: cat → cats, box → boxes, puppy → puppies; phrases by their last word. */
export function pluralOf(word: string): string {
  const irregular: Record<string, string> = {
    person: 'people',
    child: 'children',
    fish: 'fish',
    sheep: 'sheep',
    goose: 'geese',
    mouse: 'mice',
    cactus: 'cacti',
    octopus: 'octopuses',
    calf: 'calves',
  };
  const last = /(\S+)$/.exec(word)?.[1] ?? word;
  const head = word.slice(0, word.length - last.length);
  const plural =
    irregular[last] ??
    (/^(wo|snow|space)?man$/.test(last)
      ? `${last.slice(0, -3)}men`
      : /[^aeiou]y$/.test(last)
        ? `${last.slice(0, -1)}ies`
        : /(s|x|z|ch|sh)$/.test(last)
          ? `${last}es`
          : `${last}s`);
  return head + plural;
}
