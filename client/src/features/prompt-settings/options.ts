import type { TargetAudience, Tone, WritingStyle } from '../../__generated__/graphql';

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
