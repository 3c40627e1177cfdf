// The poses the offline figure strikes, and how a generator's free pose name ("Flying Kick",
// "guitar-solo", "double-biceps") maps onto one of them.

/** Pose variants the offline figure can strike. */
const FIGURE_POSES = [
  'standing',
  'action',
  'waving',
  'arms-crossed',
  'victory',
  'hero',
  'pointing',
  'flexing',
  'running',
  'crouching',
  'playing',
  'casting',
  'kicking',
] as const;
/** One of {@link FIGURE_POSES}. */
export type FigurePose = (typeof FIGURE_POSES)[number];

// Words in a pose name → variant; the first match wins, standing is the fallback.
const POSE_WORDS: ReadonlyArray<[RegExp, FigurePose]> = [
  [/cross(?!body)|fold|brood|smirk|glar|scowl|moody|serious|stern|sneer|confused/i, 'arms-crossed'],
  [/flex|bicep|lat-spread|chest|muscle|pound|roar|lift|barbell|bend|log/i, 'flexing'],
  [/kick|dropkick|moonsault|crossbody|dive|diving|kickflip/i, 'kicking'],
  [/strum|guitar|bass|solo|keytar|trumpet|drum|slap|playing|scratch|piano|stick|cymbal|windmill/i, 'playing'],
  [/wav|hello|greet|salut|tip|bow(?!l)|blow|heart|peace|thumb/i, 'waving'],
  [
    /victor|celebrat|cheer|triumph|raise|champion|\bwin|hands-up|horns|hoist|fist|star-jump|overhead|finale|jazz|belt|high-note|toast|crescendo/i,
    'victory',
  ],
  [/spell|cast|reach|levitat|hypnot|shambl|float|loom|gesture|teleport|vanish|sweep|scan|gaz/i, 'casting'],
  [
    /run|rush|sprint|pac|march|patrol|stomp|jump|pogo|leap|skat|ski|swing|riding|charg|dash|grind|slide|stride/i,
    'running',
  ],
  [
    /crouch|kneel|crawl|sneak|lurk|low|track|bridg|pounc|stealth|seated|sitting|sit|climb|lock|grappl/i,
    'crouching',
  ],
  [
    /point|direct|jab|wag|taunt|present|monologue|address|aim|draw|finger|mic|sing|belt|serenad|croon|shout|sermon/i,
    'pointing',
  ],
  [
    /action|dynamic|fight|battle|punch|attack|stance|strike|combat|martial|lung|thrust|smash|bash|blast|fir|ready|brawl|spin|swag|cutlass|sword/i,
    'action',
  ],
  [/hip|hero|power|confident|proud|strut|pos|standing|entrance|cool|lean/i, 'hero'],
];

/** The pose variant for a free pose name ("Flying Kick" → kicking). */
export function poseVariant(pose: string | undefined): FigurePose {
  if (!pose) return 'standing';
  const exact = FIGURE_POSES.find((p) => p === pose.toLowerCase().trim());
  return exact ?? POSE_WORDS.find(([re]) => re.test(pose))?.[1] ?? 'standing';
}

/** [upper, lower] limb angles in degrees from straight down, positive towards the viewer's right. */
export type Limb = readonly [number, number];

/** Limb angles of a pose, for the viewer-left and viewer-right arms and legs. */
export interface PoseAngles {
  armL: Limb;
  armR: Limb;
  legL: Limb;
  legR: Limb;
  /** Whole-body lean in degrees. */
  lean?: number;
  /** How far the body sinks (fraction of the leg length), for crouches and kneels. */
  drop?: number;
}

export const POSES: Record<FigurePose, PoseAngles> = {
  standing: { armL: [-12, -6], armR: [12, 6], legL: [-5, -2], legR: [5, 2] },
  action: { armL: [-100, -95], armR: [35, 120], legL: [-32, -5], legR: [28, 55], lean: -5, drop: 0.08 },
  waving: { armL: [-12, -6], armR: [125, 170], legL: [-6, -2], legR: [6, 2] },
  'arms-crossed': { armL: [-18, 80], armR: [18, -80], legL: [-8, -4], legR: [8, 4] },
  victory: { armL: [-150, -165], armR: [150, 165], legL: [-10, -5], legR: [10, 5] },
  hero: { armL: [-45, 40], armR: [45, -40], legL: [-12, -6], legR: [12, 6] },
  pointing: { armL: [-14, -8], armR: [100, 95], legL: [-7, -3], legR: [9, 4] },
  flexing: { armL: [-95, -190], armR: [95, 190], legL: [-16, -8], legR: [16, 8], drop: 0.05 },
  running: { armL: [40, 110], armR: [-45, 20], legL: [-40, 10], legR: [35, 95], lean: 8, drop: 0.1 },
  crouching: { armL: [-30, 40], armR: [40, 80], legL: [-70, 10], legR: [60, 0], drop: 0.42 },
  playing: { armL: [-20, 70], armR: [25, 95], legL: [-14, -6], legR: [14, 6] },
  casting: { armL: [-60, -30], armR: [120, 100], legL: [-14, -8], legR: [12, 4], lean: -3 },
  kicking: { armL: [-115, -130], armR: [70, 40], legL: [-8, -2], legR: [95, 90], lean: -10 },
};

/** How far each pose reaches sideways from the centre line, as a fraction of the height. */
export const POSE_REACH: Record<FigurePose, number> = {
  standing: 0.3,
  action: 0.5,
  waving: 0.38,
  'arms-crossed': 0.3,
  victory: 0.38,
  hero: 0.34,
  pointing: 0.5,
  flexing: 0.42,
  running: 0.42,
  crouching: 0.4,
  playing: 0.4,
  casting: 0.45,
  kicking: 0.52,
};
