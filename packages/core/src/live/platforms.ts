import type { TokenKey } from '../tokens/registry.ts';
import { fieldStyle } from './platform-fields.ts';

// The e-mail platforms a live image link is made for: each one's merge tag for a contact field,
// and its URL-encoding form where it has one (a merged "Smith & Co" must not end the parameter).
// Each entry names the documentation its syntax comes from; docs/live-images.md lists them too.

/** One e-mail platform's merge-tag syntax. */
export interface EmailPlatform {
  readonly id: string;
  readonly name: string;
  /** The merge tag that prints a contact's field as it is. */
  readonly tag: (key: TokenKey) => string;
  /** The form that prints it URL-encoded, when the platform has one. */
  readonly urlTag?: (key: TokenKey) => string;
  /** Where the syntax is documented. */
  readonly docs: readonly string[];
}

const { snake, flat, camel, pascal, title, upper } = fieldStyle;

/** A field name from a style, with the platform's own names for some standard fields. */
const named =
  (style: (key: TokenKey) => string, own: Partial<Record<TokenKey, string>>) =>
  (key: TokenKey): string =>
    own[key] ?? style(key);

const mailchimpField = named(upper, { FIRSTNAME: 'FNAME', LASTNAME: 'LNAME', PHONE: 'PHONE' });
const hubspotField = named(flat, { TITLE: 'jobtitle', ZIPCODE: 'zip', MOBILE: 'mobilephone' });
const klaviyoField = named(snake, { COMPANY: 'organization' });
const brazeField = named(snake, { EMAIL: 'email_address' });
const sfmcField = named(pascal, { EMAIL: 'emailaddr' });
const marketoField = named(title, { EMAIL: 'Email Address', TITLE: 'Job Title' });
const constantContactField = named(pascal, { EMAIL: 'EmailAddress', COMPANY: 'CompanyName' });
const kitField = named(snake, { EMAIL: 'email_address' });
const lemlistField = named(camel, { COMPANY: 'companyName' });

export const EMAIL_PLATFORMS: readonly EmailPlatform[] = [
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    tag: (k) => `*|${mailchimpField(k)}|*`,
    urlTag: (k) => `*|URL:${mailchimpField(k)}|*`,
    docs: ['https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/'],
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    tag: (k) => `{{ contact.${hubspotField(k)} }}`,
    urlTag: (k) => `{{ contact.${hubspotField(k)}|urlencode }}`,
    docs: [
      'https://knowledge.hubspot.com/marketing-email/use-personalization-tokens',
      'https://developers.hubspot.com/docs/cms/reference/hubl/filters#urlencode',
    ],
  },
  {
    id: 'klaviyo',
    name: 'Klaviyo',
    tag: (k) => `{{ ${klaviyoField(k)} }}`,
    urlTag: (k) => `{{ ${klaviyoField(k)}|urlencode }}`,
    docs: [
      'https://help.klaviyo.com/hc/en-us/articles/115005082047',
      'https://developers.klaviyo.com/en/docs/glossary-of-variable-filters',
    ],
  },
  {
    id: 'brevo',
    name: 'Brevo',
    tag: (k) => `{{ contact.${upper(k)} }}`,
    docs: ['https://help.brevo.com/hc/en-us/articles/4405381108626'],
  },
  {
    id: 'activecampaign',
    name: 'ActiveCampaign',
    tag: (k) => `%${upper(k)}%`,
    docs: ['https://help.activecampaign.com/hc/en-us/articles/220709307-Personalization-Tags'],
  },
  {
    id: 'sendgrid',
    name: 'SendGrid',
    tag: (k) => `{{${snake(k)}}}`,
    docs: ['https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars'],
  },
  {
    id: 'customerio',
    name: 'Customer.io',
    tag: (k) => `{{customer.${snake(k)}}}`,
    urlTag: (k) => `{{customer.${snake(k)} | url_encode}}`,
    docs: ['https://docs.customer.io/journeys/liquid-tag-list/'],
  },
  {
    id: 'iterable',
    name: 'Iterable',
    tag: (k) => `{{${camel(k)}}}`,
    docs: [
      'https://support.iterable.com/hc/en-us/articles/205480365-Personalizing-Templates-with-Handlebars',
    ],
  },
  {
    id: 'braze',
    name: 'Braze',
    tag: (k) => `{{\${${brazeField(k)}}}}`,
    urlTag: (k) => `{{\${${brazeField(k)}} | url_param_escape}}`,
    docs: [
      'https://www.braze.com/docs/user_guide/personalization_and_dynamic_content/liquid/supported_personalization_tags/',
      'https://www.braze.com/docs/user_guide/personalization_and_dynamic_content/liquid/advanced_filters/',
    ],
  },
  {
    id: 'sfmc',
    name: 'Salesforce Marketing Cloud',
    tag: (k) => `%%${sfmcField(k)}%%`,
    urlTag: (k) => `%%=URLEncode(AttributeValue('${sfmcField(k)}'),1,1)=%%`,
    docs: [
      'https://help.salesforce.com/s/articleView?id=mc_es_personalization_strings.htm',
      'https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/references/mc-ampscript-http/mc-ampscript-reference-http-url-encode.html',
    ],
  },
  {
    id: 'marketo',
    name: 'Marketo',
    tag: (k) => `{{lead.${marketoField(k)}}}`,
    docs: [
      'https://experienceleague.adobe.com/en/docs/marketo/using/product-docs/email-marketing/general/using-tokens/tokens-overview',
    ],
  },
  {
    id: 'mailgun',
    name: 'Mailgun',
    tag: (k) => `%recipient.${snake(k)}%`,
    docs: ['https://documentation.mailgun.com/docs/mailgun/user-manual/sending-messages/batch-sending'],
  },
  {
    id: 'constantcontact',
    name: 'Constant Contact',
    tag: (k) => `[[${constantContactField(k)}]]`,
    docs: ['https://knowledgebase.constantcontact.com/email-digital-marketing/articles/KnowledgeBase/5462'],
  },
  {
    id: 'campaignmonitor',
    name: 'Campaign Monitor',
    tag: (k) => `[${flat(k)},fallback=]`,
    docs: ['https://help.campaignmonitor.com/s/article/personalize-your-emails'],
  },
  {
    id: 'kit',
    name: 'Kit',
    tag: (k) => `{{ subscriber.${kitField(k)} }}`,
    urlTag: (k) => `{{ subscriber.${kitField(k)} | url_encode }}`,
    docs: ['https://help.kit.com/en/articles/2502501-personalizing-emails-with-liquid'],
  },
  {
    id: 'lemlist',
    name: 'lemlist',
    tag: (k) => `{{${lemlistField(k)}}}`,
    docs: ['https://help.lemlist.com/en/articles/4452340-custom-variables'],
  },
  {
    id: 'apollo',
    name: 'Apollo',
    tag: (k) => `{{${snake(k)}}}`,
    docs: ['https://knowledge.apollo.io/hc/en-us/articles/4409237165837-Use-Dynamic-Variables'],
  },
  {
    id: 'generic',
    name: 'Other (generic)',
    tag: (k) => `{${snake(k)}}`,
    docs: [],
  },
];

/** A platform by id. */
export function emailPlatform(id: string): EmailPlatform | undefined {
  return EMAIL_PLATFORMS.find((p) => p.id === id);
}
