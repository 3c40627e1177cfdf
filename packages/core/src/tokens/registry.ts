/** Identifier of one of the nine token categories (docs/product.md#personalization-tokens). */
export type TokenCategory =
  | 'basic'
  | 'location'
  | 'company'
  | 'social'
  | 'dates'
  | 'engagement'
  | 'campaign'
  | 'communication'
  | 'dynamic';

/** A token category with the label shown in the /tokens sidebar. */
export interface TokenCategoryInfo {
  readonly id: TokenCategory;
  readonly label: string;
}

/**
 * Token categories in the order of docs/product.md#personalization-tokens; the sidebar relies on this order.
 */
export const TOKEN_CATEGORIES: readonly TokenCategoryInfo[] = [
  { id: 'basic', label: 'Basic Information' },
  { id: 'location', label: 'Location' },
  { id: 'company', label: 'Company Information' },
  { id: 'social', label: 'Social Media' },
  { id: 'dates', label: 'Dates & Timing' },
  { id: 'engagement', label: 'Customer Engagement' },
  { id: 'campaign', label: 'Campaign' },
  { id: 'communication', label: 'Communication' },
  { id: 'dynamic', label: 'Dynamic / Calculated' },
];

interface TokenSpec {
  readonly displayName: string;
  readonly description: string;
  readonly category: TokenCategory;
  readonly isImplemented: boolean;
}

// Keyed by the token so TokenKey is derived from the data and a typo cannot create a second name.
// Order: the four implemented tokens first, then the documented "Coming Soon" order.
const SPECS = {
  FIRSTNAME: {
    displayName: 'First Name',
    description: "The customer's first name, for a friendly greeting.",
    category: 'basic',
    isImplemented: true,
  },
  LASTNAME: {
    displayName: 'Last Name',
    description: "The customer's family name, for formal salutations.",
    category: 'basic',
    isImplemented: true,
  },
  COMPANY: {
    displayName: 'Company',
    description: 'The name of the company the customer works for.',
    category: 'company',
    isImplemented: true,
  },
  EMAIL: {
    displayName: 'Email Address',
    description: "The customer's email address, as stored in your list.",
    category: 'basic',
    isImplemented: true,
  },
  FULLNAME: spec('Full Name', 'First and last name together, e.g. on a name badge.', 'basic'),
  NICKNAME: spec('Nickname', 'The short or preferred name the customer likes to be called.', 'basic'),
  TITLE: spec('Job Title', "The customer's role, such as Marketing Manager.", 'company'),
  DEPARTMENT: spec('Department', 'The team or department the customer belongs to.', 'company'),
  PHONE: spec('Phone Number', 'The main phone number to reach the customer.', 'communication'),
  MOBILE: spec('Mobile Number', "The customer's mobile number, for SMS follow-ups.", 'communication'),
  CITY: spec('City', 'The city the customer lives or works in.', 'location'),
  STATE: spec('State / Region', 'The state, province or region of the customer.', 'location'),
  COUNTRY: spec('Country', 'The country of the customer.', 'location'),
  ZIPCODE: spec('ZIP / Postal Code', "The postal code of the customer's address.", 'location'),
  COMPANYSIZE: spec('Company Size', "How many people work at the customer's company.", 'company'),
  INDUSTRY: spec('Industry', "The industry the customer's company operates in.", 'company'),
  WEBSITE: spec('Website', "The web address of the customer's company.", 'company'),
  TEAMNAME: spec('Team Name', 'The name of the team the customer works in.', 'company'),
  MANAGER: spec('Manager', "The name of the customer's manager or account owner.", 'company'),
  LINKEDIN: spec('LinkedIn', "A link to the customer's LinkedIn profile.", 'social'),
  TWITTER: spec('Twitter / X', "The customer's Twitter / X handle.", 'social'),
  INSTAGRAM: spec('Instagram', "The customer's Instagram handle.", 'social'),
  DATE: spec('Current Date', "Today's date at the moment the content is viewed.", 'dates'),
  BIRTHDAY: spec('Birthday', "The customer's birthday, for celebration campaigns.", 'dates'),
  JOINDATE: spec('Join Date', 'The date the customer signed up or became a client.', 'dates'),
  CURRENTMONTH: spec('Current Month', 'The name of the month at the moment the content is viewed.', 'dates'),
  MEMBERSHIP: spec('Membership Level', "The customer's plan or loyalty tier, such as Gold.", 'engagement'),
  POINTS: spec('Loyalty Points', 'The loyalty points balance of the customer.', 'engagement'),
  LASTPURCHASE: spec('Last Purchase', 'The most recent product the customer bought.', 'engagement'),
  TOTALSPENT: spec('Total Spent', 'The total amount the customer has spent with you.', 'engagement'),
  DISCOUNT: spec('Discount', 'The discount offered in this campaign, such as 20% OFF.', 'campaign'),
  OFFEREXPIRY: spec('Offer Expiry', 'The date the current offer ends.', 'campaign'),
  EVENTNAME: spec('Event Name', 'The name of the event or webinar being promoted.', 'campaign'),
  REFERRALCODE: spec('Referral Code', "The customer's personal referral or coupon code.", 'campaign'),
  UNSUBSCRIBELINK: spec(
    'Unsubscribe Link',
    'The link that lets customers opt out of emails.',
    'communication',
  ),
  MEETINGLINK: spec('Meeting Link', 'A link to book or join a meeting with your team.', 'communication'),
  DAYSLEFT: spec('Days Left', 'Days remaining until the offer or event, computed when viewed.', 'dynamic'),
  ACCOUNTAGE: spec('Account Age', 'How long the customer has been with you, computed live.', 'dynamic'),
} as const satisfies Record<string, TokenSpec>;

/**
 * Tokens that live images read and the /tokens page does not list (the spec's 38 stay as they
 * are): a recipient's own countdown deadline and the segment that picks a design's picture
 * (docs/live-images.md, "Countdowns" and "Segments").
 */
const LIVE_SPECS = {
  DEADLINE: spec(
    'Deadline',
    "The recipient's own deadline for a live countdown: an ISO 8601 time or a date.",
    'campaign',
  ),
  SEGMENT: spec('Segment', 'Which picture a live design shows this recipient, such as retail.', 'campaign'),
} as const satisfies Record<string, TokenSpec>;

const ALL_SPECS = { ...SPECS, ...LIVE_SPECS };

function spec<C extends TokenCategory>(displayName: string, description: string, category: C) {
  return { displayName, description, category, isImplemented: false } as const;
}

/** Upper-case key of a registered token, e.g. `FIRSTNAME`. */
export type TokenKey = keyof typeof ALL_SPECS;

/** The tokens only live images read: DEADLINE and SEGMENT. */
export type LiveTokenKey = keyof typeof LIVE_SPECS;

/** Keys of the tokens the product fills in today. */
export type ImplementedTokenKey = {
  [K in TokenKey]: (typeof ALL_SPECS)[K]['isImplemented'] extends true ? K : never;
}[TokenKey];

/** One personalization token as listed on the /tokens page and in the token panel. */
export interface TokenDefinition {
  readonly key: TokenKey;
  readonly displayName: string;
  readonly description: string;
  readonly category: TokenCategory;
  readonly isImplemented: boolean;
}

/** Values for tokens, keyed by upper-case token key; a missing key means "not set". */
export type TokenValues = Partial<Record<string, string>>;

/** Every registered token (38), implemented ones first. */
export const TOKENS: readonly TokenDefinition[] = (Object.keys(SPECS) as TokenKey[]).map((key) => ({
  key,
  ...ALL_SPECS[key],
}));

/** The tokens live images read beyond {@link TOKENS}: DEADLINE and SEGMENT. */
export const LIVE_TOKENS: readonly TokenDefinition[] = (Object.keys(LIVE_SPECS) as TokenKey[]).map((key) => ({
  key,
  ...ALL_SPECS[key],
}));

const BY_KEY: ReadonlyMap<string, TokenDefinition> = new Map(
  [...TOKENS, ...LIVE_TOKENS].map((t) => [t.key, t]),
);

/** Keys of the implemented tokens: FIRSTNAME, LASTNAME, COMPANY, EMAIL. */
export const IMPLEMENTED_TOKEN_KEYS: readonly ImplementedTokenKey[] = TOKENS.filter(
  (t) => t.isImplemented,
).map((t) => t.key as ImplementedTokenKey);

/** True when `key` is exactly a registered (upper-case) token key, the live-only ones included. */
export function isTokenKey(key: string): key is TokenKey {
  return BY_KEY.has(key);
}

/** Looks a token up by key, ignoring case (`firstname` finds FIRSTNAME). */
export function getToken(key: string): TokenDefinition | undefined {
  return BY_KEY.get(key.toUpperCase());
}

/** A category with its tokens, for grouped lists. */
export interface TokenGroup {
  readonly category: TokenCategoryInfo;
  readonly tokens: readonly TokenDefinition[];
}

/**
 * Groups tokens by category in TOKEN_CATEGORIES order. Pass a filtered list (e.g. search results)
 * to get per-category counts for it; categories are kept even when empty so the sidebar is stable.
 */
export function tokensByCategory(tokens: readonly TokenDefinition[] = TOKENS): TokenGroup[] {
  return TOKEN_CATEGORIES.map((category) => ({
    category,
    tokens: tokens.filter((t) => t.category === category.id),
  }));
}

/** Case-insensitive search over key, display name and description, as on the /tokens page. */
export function searchTokens(query: string, tokens: readonly TokenDefinition[] = TOKENS): TokenDefinition[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...tokens];
  return tokens.filter((t) => `${t.key}\n${t.displayName}\n${t.description}`.toLowerCase().includes(q));
}

/**
 * The one sample identity (docs/product.md#personalization-tokens): what a screen shows as an
 * example where the user has no value — a placeholder or a value marked "Sample". It is never
 * stored as the user's values and never sent in a request.
 */
export const SAMPLE_TOKEN_VALUES: Readonly<Record<ImplementedTokenKey, string>> = {
  FIRSTNAME: 'User',
  LASTNAME: 'Example',
  COMPANY: 'Example Co.',
  EMAIL: 'user@example.com',
};

/** The sample full name, "User Example", for name placeholders. */
export const SAMPLE_FULL_NAME = `${SAMPLE_TOKEN_VALUES.FIRSTNAME} ${SAMPLE_TOKEN_VALUES.LASTNAME}`;
