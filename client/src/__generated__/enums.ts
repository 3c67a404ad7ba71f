export const BatchItemState = {
  DONE: 'DONE',
  FAILED: 'FAILED',
  GENERATING: 'GENERATING',
  PENDING: 'PENDING',
  SKIPPED: 'SKIPPED'
} as const;

export type BatchItemState = typeof BatchItemState[keyof typeof BatchItemState];
/** STOPPED: ended early at the plan limit (see stopReason) */
export const BatchStatus = {
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
  QUEUED: 'QUEUED',
  RUNNING: 'RUNNING',
  STOPPED: 'STOPPED'
} as const;

export type BatchStatus = typeof BatchStatus[keyof typeof BatchStatus];
export const BillingMode = {
  DEMO: 'DEMO',
  STRIPE: 'STRIPE'
} as const;

export type BillingMode = typeof BillingMode[keyof typeof BillingMode];
/** A marketplace field a generation writes beside the description */
export const ChannelField = {
  /** Amazon's five key product features */
  BULLET_POINTS: 'BULLET_POINTS',
  /** One listing title for Etsy and Amazon (140 at most) */
  MARKETPLACE_TITLE: 'MARKETPLACE_TITLE',
  /** Amazon's backend search terms (under 250 bytes) */
  SEARCH_TERMS: 'SEARCH_TERMS',
  /** Shopify's SEO description (320 at most) */
  SEO_DESCRIPTION: 'SEO_DESCRIPTION',
  /** Shopify's SEO title (70 characters at most) */
  SEO_TITLE: 'SEO_TITLE',
  /** Etsy's tags (13 at most, 20 characters each) */
  TAGS: 'TAGS'
} as const;

export type ChannelField = typeof ChannelField[keyof typeof ChannelField];
/** extensions.code of every error the API answers with: clients switch on it and show the error's message */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
  GENERATION_FAILED: 'GENERATION_FAILED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAUTHENTICATED: 'UNAUTHENTICATED'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** Whether a generation attempt wrote a description */
export const GenerationOutcome = {
  FAILED: 'FAILED',
  SUCCESS: 'SUCCESS'
} as const;

export type GenerationOutcome = typeof GenerationOutcome[keyof typeof GenerationOutcome];
export const ItemChangeKind = {
  ADDED: 'ADDED',
  DELETED: 'DELETED',
  UPDATED: 'UPDATED'
} as const;

export type ItemChangeKind = typeof ItemChangeKind[keyof typeof ItemChangeKind];
export const ItemStatus = {
  FAILED: 'FAILED',
  GENERATING: 'GENERATING',
  IDLE: 'IDLE',
  QUEUED: 'QUEUED'
} as const;

export type ItemStatus = typeof ItemStatus[keyof typeof ItemStatus];
export const KeywordCompetition = {
  HIGH: 'HIGH',
  LOW: 'LOW',
  MEDIUM: 'MEDIUM'
} as const;

export type KeywordCompetition = typeof KeywordCompetition[keyof typeof KeywordCompetition];
export const KeywordDifficulty = {
  EASY: 'EASY',
  HARD: 'HARD',
  MEDIUM: 'MEDIUM'
} as const;

export type KeywordDifficulty = typeof KeywordDifficulty[keyof typeof KeywordDifficulty];
export const KeywordSuggestionSource = {
  AI_GENERATED: 'AI_GENERATED',
  CATEGORY_BASED: 'CATEGORY_BASED'
} as const;

export type KeywordSuggestionSource = typeof KeywordSuggestionSource[keyof typeof KeywordSuggestionSource];
export const KeywordTrend = {
  DECLINING: 'DECLINING',
  RISING: 'RISING',
  STABLE: 'STABLE'
} as const;

export type KeywordTrend = typeof KeywordTrend[keyof typeof KeywordTrend];
export const OwnerKind = {
  GUEST: 'GUEST',
  USER: 'USER'
} as const;

export type OwnerKind = typeof OwnerKind[keyof typeof OwnerKind];
export const PlanId = {
  BUSINESS: 'BUSINESS',
  FREE: 'FREE',
  PRO: 'PRO'
} as const;

export type PlanId = typeof PlanId[keyof typeof PlanId];
/** Review mode: DRAFT until the seller approves (APPROVED) or rejects (REJECTED) it */
export const ReviewState = {
  APPROVED: 'APPROVED',
  DRAFT: 'DRAFT',
  REJECTED: 'REJECTED'
} as const;

export type ReviewState = typeof ReviewState[keyof typeof ReviewState];
export const TargetAudience = {
  B2B: 'B2B',
  B2C: 'B2C',
  GEN_Z: 'GEN_Z',
  MILLENNIALS: 'MILLENNIALS',
  PARENTS: 'PARENTS',
  PROFESSIONALS: 'PROFESSIONALS',
  TECH_SAVVY: 'TECH_SAVVY'
} as const;

export type TargetAudience = typeof TargetAudience[keyof typeof TargetAudience];
export const ThemePreference = {
  DARK: 'DARK',
  LIGHT: 'LIGHT',
  SYSTEM: 'SYSTEM'
} as const;

export type ThemePreference = typeof ThemePreference[keyof typeof ThemePreference];
export const Tone = {
  AUTHORITATIVE: 'AUTHORITATIVE',
  CONVERSATIONAL: 'CONVERSATIONAL',
  EXCITING: 'EXCITING',
  FRIENDLY: 'FRIENDLY',
  INFORMATIVE: 'INFORMATIVE',
  PERSUASIVE: 'PERSUASIVE',
  TRUSTWORTHY: 'TRUSTWORTHY'
} as const;

export type Tone = typeof Tone[keyof typeof Tone];
/** GENERATED: written by a generation; EARLIER: a description the item had that no generation wrote here (imported, typed, or from before versions were kept) */
export const VersionOrigin = {
  EARLIER: 'EARLIER',
  GENERATED: 'GENERATED'
} as const;

export type VersionOrigin = typeof VersionOrigin[keyof typeof VersionOrigin];
export const WritingStyle = {
  CASUAL: 'CASUAL',
  CREATIVE: 'CREATIVE',
  LUXURY: 'LUXURY',
  MINIMALIST: 'MINIMALIST',
  PROFESSIONAL: 'PROFESSIONAL',
  TECHNICAL: 'TECHNICAL'
} as const;

export type WritingStyle = typeof WritingStyle[keyof typeof WritingStyle];