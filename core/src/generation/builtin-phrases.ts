import type { Language } from '../shared/prompt-options';
import { DUTCH } from './phrases/dutch';
import { ENGLISH } from './phrases/english';
import type { BuiltinPhrases } from './phrases/frame-kit';
import { FRENCH } from './phrases/french';
import { GERMAN } from './phrases/german';
import { ITALIAN } from './phrases/italian';
import { PORTUGUESE } from './phrases/portuguese';
import { SPANISH } from './phrases/spanish';

export type {
  BuiltinPhrases,
  GroupFrame,
  GroupRole,
  ListText,
  OpenerFrame,
  OpenerNeeds,
} from './phrases/frame-kit';
export type { PhraseContext } from './phrases/frame-context';

/**
 * The builtin writer's sentence frames, per output language (one module each in phrases/).
 * Every sentence a frame writes names the product or carries one of its own facts.
 */
export const BUILTIN_PHRASES: Record<Language, BuiltinPhrases> = {
  English: ENGLISH,
  Spanish: SPANISH,
  French: FRENCH,
  German: GERMAN,
  Italian: ITALIAN,
  Portuguese: PORTUGUESE,
  Dutch: DUTCH,
};
