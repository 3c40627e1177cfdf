/** A packaging color scheme; `description` fits "...with packaging in {description}". */
export interface PackageColorScheme {
  name: string;
  description: string;
}

export const PACKAGE_COLOR_SCHEMES: readonly PackageColorScheme[] = [
  { name: 'Navy & Gold', description: 'deep navy blue and metallic gold' },
  { name: 'Red & Black', description: 'bold crimson red and glossy black' },
  { name: 'Teal & Coral', description: 'bright teal and warm coral' },
  { name: 'Purple & Silver', description: 'royal purple and brushed silver' },
  { name: 'Forest & Cream', description: 'forest green and soft cream' },
  { name: 'Orange & Charcoal', description: 'vivid orange and dark charcoal gray' },
  { name: 'Sky & White', description: 'sky blue and crisp white' },
  { name: 'Pink & Mint', description: 'pastel pink and fresh mint green' },
  { name: 'Yellow & Blue', description: 'sunny yellow and electric blue' },
  { name: 'Black & Chrome', description: 'matte black and polished chrome' },
];

/**
 * Deterministic 32-bit string hash (classic `hash * 31 + charCode`) of the
 * lowercased, trimmed company name. Always returns a non-negative integer.
 */
export function companyHash(company: string): number {
  const key = company.trim().toLowerCase();
  let hash = 0;
  for (let i = 0; i < key.length; i++) {
    hash = ((hash << 5) - hash + key.charCodeAt(i)) | 0;
  }
  return Math.abs(hash);
}

/**
 * Packaging colors for a company: stable per company name (case and surrounding
 * whitespace ignored); random via `random()` when the company is blank.
 */
export function colorSchemeForCompany(
  company: string,
  random: () => number = Math.random,
): PackageColorScheme {
  const count = PACKAGE_COLOR_SCHEMES.length;
  const index =
    company.trim() === ''
      ? Math.min(count - 1, Math.max(0, Math.floor(random() * count)))
      : companyHash(company) % count;
  return PACKAGE_COLOR_SCHEMES[index] as PackageColorScheme;
}
