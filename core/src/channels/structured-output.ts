import { CHANNEL_LIMITS, type ChannelField, type ChannelFields } from '../shared/channel-fields';

/**
 * The answer one provider call gives when channel fields are asked for: the description and
 * the chosen fields, as JSON that the provider's structured output holds to a schema.
 */
export interface ChannelAnswer {
  description: string;
  fields: ChannelFields;
}

type JsonSchema = {
  type: 'object' | 'string' | 'array';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean;
  maxItems?: number;
  minItems?: number;
};

const FIELD_SCHEMAS: Record<ChannelField, JsonSchema> = {
  seoTitle: {
    type: 'string',
    description: `Page title for search engines, under ${CHANNEL_LIMITS.seoTitle.aimChars} characters`,
  },
  seoDescription: {
    type: 'string',
    description: `Meta description, ${CHANNEL_LIMITS.seoDescription.aimMinChars}–${CHANNEL_LIMITS.seoDescription.aimMaxChars} characters`,
  },
  bulletPoints: {
    type: 'array',
    description: `Exactly ${CHANNEL_LIMITS.bulletPoints.count} key product features, each one sentence`,
    items: { type: 'string' },
    minItems: CHANNEL_LIMITS.bulletPoints.count,
    maxItems: CHANNEL_LIMITS.bulletPoints.count,
  },
  searchTerms: {
    type: 'string',
    description:
      'Backend search terms: space-separated words a shopper might search for, none of them in the listing title, under 250 bytes',
  },
  tags: {
    type: 'array',
    description: `Up to ${CHANNEL_LIMITS.tags.maxCount} tags, each at most ${CHANNEL_LIMITS.tags.maxChars} characters of letters, numbers and spaces`,
    items: { type: 'string' },
    maxItems: CHANNEL_LIMITS.tags.maxCount,
  },
  marketplaceTitle: {
    type: 'string',
    description: `Listing title, at most ${CHANNEL_LIMITS.marketplaceTitle.maxChars} characters`,
  },
};

/** The answer's JSON schema: the description and each chosen field, all required. */
export function channelAnswerSchema(chosen: readonly ChannelField[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    description: { type: 'string', description: 'The product description' },
  };
  for (const field of chosen) properties[field] = FIELD_SCHEMAS[field];
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/**
 * OpenAI's Chat Completions `response_format` for the answer (Structured Outputs, strict: every
 * property required, no others; length keywords are not enforced there, so they stay as
 * descriptions and our checks hold the limits).
 */
export function openAiResponseFormat(chosen: readonly ChannelField[]) {
  const strict = (schema: JsonSchema): JsonSchema => {
    const { minItems: _min, maxItems: _max, ...rest } = schema;
    if (rest.properties) {
      rest.properties = Object.fromEntries(
        Object.entries(rest.properties).map(([key, value]) => [key, strict(value)]),
      );
    }
    if (rest.items) rest.items = strict(rest.items);
    return rest;
  };
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: 'product_copy',
      strict: true,
      schema: strict(channelAnswerSchema(chosen)),
    },
  };
}

type GeminiSchema = {
  type: 'OBJECT' | 'STRING' | 'ARRAY';
  description?: string;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
  items?: GeminiSchema;
  minItems?: string;
  maxItems?: string;
};

/**
 * Gemini's `generationConfig` for the answer: `responseMimeType: application/json` with a
 * `responseSchema` (the API's OpenAPI subset: upper-case types, int64 counts as strings, no
 * additionalProperties; propertyOrdering keeps the description first).
 */
export function geminiGenerationConfig(chosen: readonly ChannelField[]) {
  const convert = (schema: JsonSchema): GeminiSchema => {
    const out: GeminiSchema = { type: schema.type.toUpperCase() as GeminiSchema['type'] };
    if (schema.description) out.description = schema.description;
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, convert(value)]),
      );
      out.required = schema.required;
      out.propertyOrdering = Object.keys(schema.properties);
    }
    if (schema.items) out.items = convert(schema.items);
    if (schema.minItems !== undefined) out.minItems = String(schema.minItems);
    if (schema.maxItems !== undefined) out.maxItems = String(schema.maxItems);
    return out;
  };
  return {
    responseMimeType: 'application/json' as const,
    responseSchema: convert(channelAnswerSchema(chosen)),
  };
}

// The longest each field may be, in characters, as the answer's JSON holds it (a tag with its
// quotes and comma): what the answer's token allowance is sized from.
const FIELD_MAX_CHARS: Record<ChannelField, number> = {
  seoTitle: CHANNEL_LIMITS.seoTitle.maxChars,
  seoDescription: CHANNEL_LIMITS.seoDescription.maxChars,
  bulletPoints: CHANNEL_LIMITS.bulletPoints.count * (CHANNEL_LIMITS.bulletPoints.maxChars + 3),
  searchTerms: CHANNEL_LIMITS.searchTerms.maxBytes,
  tags: CHANNEL_LIMITS.tags.maxCount * (CHANNEL_LIMITS.tags.maxChars + 3),
  marketplaceTitle: CHANNEL_LIMITS.marketplaceTitle.maxChars,
};

/**
 * Tokens the chosen fields may add to an answer: each field at its limit (about three
 * characters a token, so other languages than English fit too) and its key. Added to a
 * provider's output allowance so a long answer is not cut off mid-JSON.
 */
export function channelAnswerTokens(chosen: readonly ChannelField[]): number {
  return chosen.reduce((sum, field) => sum + Math.ceil(FIELD_MAX_CHARS[field] / 3) + 10, 0);
}

export class ChannelAnswerError extends Error {}

/**
 * The provider's JSON answer read into a description and fields. Fields not chosen are left
 * empty; a chosen field of the wrong shape, or an answer that is not JSON, throws (the chain
 * treats it like any unusable answer).
 */
export function parseChannelAnswer(text: string, chosen: readonly ChannelField[]): ChannelAnswer {
  let data: unknown;
  try {
    // Some models wrap JSON in a Markdown fence even in JSON mode.
    data = JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new ChannelAnswerError('The answer is not JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ChannelAnswerError('The answer is not a JSON object');
  }
  const record = data as Record<string, unknown>;
  if (typeof record.description !== 'string' || record.description.trim() === '') {
    throw new ChannelAnswerError('The answer has no description');
  }
  const text_ = (field: ChannelField): string | null => {
    if (!chosen.includes(field)) return null;
    const value = record[field];
    if (typeof value !== 'string')
      throw new ChannelAnswerError(`The answer's ${field} is not text`);
    return value.trim() === '' ? null : value.trim();
  };
  const list = (field: ChannelField): string[] => {
    if (!chosen.includes(field)) return [];
    const value = record[field];
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
      throw new ChannelAnswerError(`The answer's ${field} is not a list of texts`);
    }
    return (value as string[]).map((entry) => entry.trim()).filter((entry) => entry !== '');
  };
  return {
    description: record.description.trim(),
    fields: {
      seoTitle: text_('seoTitle'),
      seoDescription: text_('seoDescription'),
      bulletPoints: list('bulletPoints'),
      searchTerms: text_('searchTerms'),
      tags: list('tags'),
      marketplaceTitle: text_('marketplaceTitle'),
    },
  };
}
