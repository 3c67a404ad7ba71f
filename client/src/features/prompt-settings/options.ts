import type { ChannelField, TargetAudience, Tone, WritingStyle } from '../../__generated__/graphql';

// Option lists in the order SPEC §9 gives them, with display labels.
export const WRITING_STYLES: { value: WritingStyle; label: string }[] = [
  { value: 'PROFESSIONAL', label: 'Professional' },
  { value: 'CASUAL', label: 'Casual' },
  { value: 'LUXURY', label: 'Luxury' },
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'CREATIVE', label: 'Creative' },
  { value: 'MINIMALIST', label: 'Minimalist' },
];

export const TARGET_AUDIENCES: { value: TargetAudience; label: string }[] = [
  { value: 'B2B', label: 'B2B' },
  { value: 'B2C', label: 'B2C' },
  { value: 'MILLENNIALS', label: 'Millennials' },
  { value: 'GEN_Z', label: 'Gen Z' },
  { value: 'PROFESSIONALS', label: 'Professionals' },
  { value: 'PARENTS', label: 'Parents' },
  { value: 'TECH_SAVVY', label: 'Tech-savvy' },
];

export const TONES: { value: Tone; label: string }[] = [
  { value: 'PERSUASIVE', label: 'Persuasive' },
  { value: 'INFORMATIVE', label: 'Informative' },
  { value: 'EXCITING', label: 'Exciting' },
  { value: 'TRUSTWORTHY', label: 'Trustworthy' },
  { value: 'FRIENDLY', label: 'Friendly' },
  { value: 'AUTHORITATIVE', label: 'Authoritative' },
  { value: 'CONVERSATIONAL', label: 'Conversational' },
];

// Languages and the character-count scale are the server's own rules, shared from core.
export { CHARACTER_COUNT, LANGUAGES } from '../../../../core/src/shared/prompt-options';

/**
 * The marketplace fields a generation can write beside the description, by the marketplace
 * whose columns they fill (the listing title fills both Etsy's and Amazon's).
 */
export const CHANNEL_FIELD_GROUPS: {
  marketplace: string;
  fields: { value: ChannelField; label: string; hint: string }[];
}[] = [
  {
    marketplace: 'Shopify',
    fields: [
      { value: 'SEO_TITLE', label: 'SEO title', hint: 'up to 70 characters' },
      { value: 'SEO_DESCRIPTION', label: 'SEO description', hint: 'about 155 characters' },
    ],
  },
  {
    marketplace: 'Amazon',
    fields: [
      { value: 'BULLET_POINTS', label: 'Bullet points', hint: 'five key features' },
      { value: 'SEARCH_TERMS', label: 'Search terms', hint: 'under 250 bytes' },
    ],
  },
  {
    marketplace: 'Etsy',
    fields: [{ value: 'TAGS', label: 'Tags', hint: 'up to 13, 20 characters each' }],
  },
  {
    marketplace: 'Etsy and Amazon',
    fields: [{ value: 'MARKETPLACE_TITLE', label: 'Listing title', hint: 'up to 140 characters' }],
  },
];

/** The chosen fields with one turned on or off, in the order the settings list them. */
export function toggleChannelField(
  chosen: readonly ChannelField[],
  field: ChannelField,
  on: boolean,
): ChannelField[] {
  const next = new Set(chosen);
  if (on) next.add(field);
  else next.delete(field);
  return CHANNEL_FIELD_GROUPS.flatMap((group) => group.fields.map((entry) => entry.value)).filter(
    (value) => next.has(value),
  );
}
