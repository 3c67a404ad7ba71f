/** Description generation: pure domain code shared by server and worker. */
export { writeBuiltinDescription } from './builtin-writer';
export { BUILTIN_PHRASES, type BuiltinPhrases } from './builtin-phrases';
export { findUnsupportedClaims, MATERIALS, normaliseNumber } from './claim-check';
export { cleanDescription, collapsePunctuation, fitToLength } from './cleaner';
export { GENERATION_ITEM_FIELDS, splitPieces, type GenerationItem } from './item';
export {
  guidance,
  MIN_ACCEPTABLE_LENGTH,
  targetRange,
  wantsBulletDashes,
  wantsCallToAction,
  type Guidance,
  type TargetRange,
} from './length-rules';
export { AUDIENCE_WORDING, buildPrompt, PROMPT_RULES, STYLE_WORDING, TONE_WORDING } from './prompt';
export {
  checkAnswer,
  detectLanguage,
  languageScores,
  LANGUAGE_MIN_HITS,
  LANGUAGE_MIN_WORDS,
  LANGUAGE_WIN_RATIO,
  REFUSAL_START_CHARS,
  SHORT_ANSWER_WORDS,
  type GuardReason,
  type GuardResult,
} from './quality-guards';
