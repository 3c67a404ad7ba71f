import type { ChannelField } from './channel-fields';

/** Option lists and defaults of the prompt settings (SPEC §9). */
export const WRITING_STYLES = [
  'professional',
  'casual',
  'luxury',
  'technical',
  'creative',
  'minimalist',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const TARGET_AUDIENCES = [
  'b2b',
  'b2c',
  'millennials',
  'gen-z',
  'professionals',
  'parents',
  'tech-savvy',
] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

export const TONES = [
  'persuasive',
  'informative',
  'exciting',
  'trustworthy',
  'friendly',
  'authoritative',
  'conversational',
] as const;
export type Tone = (typeof TONES)[number];

export const CHARACTER_COUNT = { min: 50, max: 500, step: 10, default: 250, locked: 150 } as const;

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
] as const;
export type Language = (typeof LANGUAGES)[number];

export interface PromptSettingsValues {
  writingStyle: WritingStyle;
  targetAudience: TargetAudience;
  tone: Tone;
  characterCount: number;
  industry: string;
  language: Language;
  /**
   * The store's currency (ISO 4217, e.g. 'EUR'), a store fact rather than a prompt choice:
   * descriptions state a price only with it. Null or absent: no price line.
   */
  storeCurrency?: string | null;
  /**
   * The marketplace fields a generation writes beside the description (where the seller
   * sells, a store fact like the currency). Absent or empty: the description only.
   */
  channelFields?: ChannelField[];
  /**
   * Review mode, a workflow choice rather than a prompt one (every plan): new descriptions
   * are drafts until the seller approves them. It changes nothing in what is written.
   */
  reviewMode?: boolean;
}

export const DEFAULT_PROMPT_SETTINGS: PromptSettingsValues = {
  writingStyle: 'professional',
  targetAudience: 'b2c',
  tone: 'persuasive',
  characterCount: CHARACTER_COUNT.default,
  industry: '',
  language: 'English',
};

export function isValidCharacterCount(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= CHARACTER_COUNT.min &&
    value <= CHARACTER_COUNT.max &&
    value % CHARACTER_COUNT.step === 0
  );
}
