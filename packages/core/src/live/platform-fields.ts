import type { TokenKey } from '../tokens/registry.ts';

// How each token is named as a contact field on the e-mail platforms: the words of the name,
// which every platform then joins in its own style (first_name, firstName, FIRSTNAME, First Name).

const WORDS: Partial<Record<TokenKey, readonly string[]>> = {
  FIRSTNAME: ['first', 'name'],
  LASTNAME: ['last', 'name'],
  FULLNAME: ['full', 'name'],
  JOINDATE: ['join', 'date'],
  COMPANYSIZE: ['company', 'size'],
  TEAMNAME: ['team', 'name'],
  ZIPCODE: ['zip', 'code'],
  LASTPURCHASE: ['last', 'purchase'],
  TOTALSPENT: ['total', 'spent'],
  OFFEREXPIRY: ['offer', 'expiry'],
  EVENTNAME: ['event', 'name'],
  REFERRALCODE: ['referral', 'code'],
  MEETINGLINK: ['meeting', 'link'],
  DAYSLEFT: ['days', 'left'],
  ACCOUNTAGE: ['account', 'age'],
  CURRENTMONTH: ['current', 'month'],
  UNSUBSCRIBELINK: ['unsubscribe', 'link'],
};

/** The words of a token's field name: FIRSTNAME → first, name. */
export function fieldWords(key: TokenKey): readonly string[] {
  return WORDS[key] ?? [key.toLowerCase()];
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Field-name styles the platforms use for their default contact fields. */
export const fieldStyle = {
  /** first_name */
  snake: (key: TokenKey) => fieldWords(key).join('_'),
  /** firstname */
  flat: (key: TokenKey) => fieldWords(key).join(''),
  /** firstName */
  camel: (key: TokenKey) =>
    fieldWords(key)
      .map((w, i) => (i === 0 ? w : cap(w)))
      .join(''),
  /** FirstName */
  pascal: (key: TokenKey) => fieldWords(key).map(cap).join(''),
  /** First Name */
  title: (key: TokenKey) => fieldWords(key).map(cap).join(' '),
  /** FIRSTNAME */
  upper: (key: TokenKey) => key,
} as const;

/** The URL query parameter a token travels in: its lower-case key (`firstname`). */
export function tokenParam(key: TokenKey): string {
  return key.toLowerCase();
}
