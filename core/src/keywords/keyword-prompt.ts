import { KEYWORD_CATEGORIES, type KeywordCategory } from './categories';
import { MAX_KEYWORDS, MAX_SUGGESTIONS, type KeywordRequest } from './keyword-types';

/** The keyword-research prompt: the product, and the exact JSON shape to answer in. */
export function buildKeywordPrompt(request: KeywordRequest, category: KeywordCategory): string {
  const lines = [
    'You are an ecommerce SEO researcher.',
    `List the search keywords shoppers in ${request.region || 'US'} type to find the product below.`,
    '',
    `Product: ${request.productName}`,
    `Category: ${KEYWORD_CATEGORIES[category].label}${request.category && request.category.toLowerCase() !== category ? ` (${request.category})` : ''}`,
  ];
  if (request.description) lines.push(`Description: ${request.description}`);
  if (request.targetMarket) lines.push(`Target market: ${request.targetMarket}`);
  lines.push(
    '',
    'Answer with JSON only, no other text, in exactly this shape:',
    '{"keywords":[{"keyword":"...","searchVolume":1200,"competition":"low|medium|high","trend":"rising|stable|declining","relevanceScore":85}],' +
      '"suggestions":[{"keyword":"...","relevance":80,"difficulty":"easy|medium|hard"}]}',
    `Give at most ${MAX_KEYWORDS} keywords and at most ${MAX_SUGGESTIONS} suggestions (long-tail phrases to work into the product description).`,
    'searchVolume is monthly searches; relevanceScore and relevance are 0 to 100.',
    'Use null for any figure you do not know. Do not guess numbers.',
  );
  return lines.join('\n');
}
