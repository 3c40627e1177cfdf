/** Channel an integration belongs to; picks the generic icon (no third-party logos). */
export type IntegrationCategory = 'email' | 'crm' | 'outreach' | 'social';

/** A platform Mergepix images can be used in, named in text only. */
export interface Integration {
  name: string;
  category: IntegrationCategory;
}

/** Display order of the groups and their headings. */
export const INTEGRATION_CATEGORIES: readonly { id: IntegrationCategory; label: string; blurb: string }[] = [
  { id: 'email', label: 'Email', blurb: 'Merge tags become images at open time.' },
  { id: 'crm', label: 'CRM', blurb: 'Personalize from the fields you already keep.' },
  { id: 'outreach', label: 'Outreach', blurb: 'Stand out in every cold sequence.' },
  { id: 'social', label: 'Social', blurb: 'Share personal visuals where people scroll.' },
];

// docs/product.md#who-it-is-for counts 25 listed integrations; a unit test keeps this list at that count.
export const INTEGRATIONS: readonly Integration[] = [
  { name: 'Mailchimp', category: 'email' },
  { name: 'Klaviyo', category: 'email' },
  { name: 'Constant Contact', category: 'email' },
  { name: 'Campaign Monitor', category: 'email' },
  { name: 'Brevo', category: 'email' },
  { name: 'ActiveCampaign', category: 'email' },
  { name: 'SendGrid', category: 'email' },
  { name: 'Omnisend', category: 'email' },
  { name: 'HubSpot', category: 'crm' },
  { name: 'Salesforce', category: 'crm' },
  { name: 'Pipedrive', category: 'crm' },
  { name: 'Zoho CRM', category: 'crm' },
  { name: 'Microsoft Dynamics 365', category: 'crm' },
  { name: 'Close', category: 'crm' },
  { name: 'Outreach', category: 'outreach' },
  { name: 'Salesloft', category: 'outreach' },
  { name: 'lemlist', category: 'outreach' },
  { name: 'Apollo.io', category: 'outreach' },
  { name: 'Reply.io', category: 'outreach' },
  { name: 'Instantly', category: 'outreach' },
  { name: 'Facebook', category: 'social' },
  { name: 'LinkedIn', category: 'social' },
  { name: 'Instagram', category: 'social' },
  { name: 'X (Twitter)', category: 'social' },
  { name: 'TikTok', category: 'social' },
];
