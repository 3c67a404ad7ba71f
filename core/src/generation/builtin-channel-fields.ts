import { cutAtSentence, cutAtWord, repairChannelFields } from '../channels/channel-checks';
import { CHANNEL_LIMITS, type ChannelField, type ChannelFields } from '../shared/channel-fields';
import type { PromptSettingsValues } from '../shared/prompt-options';
import { readFacts } from './builtin-facts';
import { capitalise } from './builtin-grammar';
import type { GenerationItem } from './item';

/** Words a search engine ignores: Amazon asks sellers to leave them out of search terms. */
const STOP_WORDS = new Set(
  'a an and by for from in into of on or the to with without your our this that is are'.split(' '),
);

function sentenceCase(text: string): string {
  const body = capitalise(text.trim());
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

/**
 * The channel fields the built-in writer gives offline, built only from the item's own facts
 * (its name, its detail and note pieces, the seller's industry) and the description it wrote;
 * nothing a model would have to invent. Fields not chosen stay empty. With fewer than five
 * pieces there are fewer than five bullet points: the check says so rather than pad.
 */
export function composeBuiltinChannelFields(
  item: GenerationItem,
  settings: PromptSettingsValues,
  description: string,
  chosen: readonly ChannelField[],
): ChannelFields {
  const facts = readFacts(item, settings.industry);
  const wants = (field: ChannelField) => chosen.includes(field);
  const features = facts.pieces.filter((piece) => piece.role !== 'care' && piece.role !== 'tags');
  // A 'Tags: gift, kitchen' piece gives its words to the tags, not to the bullets.
  const sellerTags = facts.pieces
    .filter((piece) => piece.role === 'tags')
    .flatMap((piece) => piece.text.replace(/^[^:]*:\s*/, '').split(','));
  const name = facts.name || facts.sku;

  // Name first, then the pieces that fit, as listing titles are written on both marketplaces.
  const titled = (max: number, separator: string) => {
    let title = name;
    let joiner = separator;
    for (const piece of features.slice(0, 3)) {
      const next = `${title}${joiner}${piece.text}`;
      if (next.length > max) break;
      title = next;
      joiner = ', ';
    }
    return cutAtWord(title, max);
  };

  const seoDescription = cutAtSentence(description, CHANNEL_LIMITS.seoDescription.aimMaxChars);

  const searchWords: string[] = [];
  for (const text of [...facts.pieces.map((piece) => piece.text), settings.industry]) {
    for (const word of text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length > 1 && !STOP_WORDS.has(word)) searchWords.push(word);
    }
  }

  const tagSources = [
    ...sellerTags,
    name,
    ...features.map((piece) => piece.text),
    settings.industry,
  ];
  const fields: ChannelFields = {
    seoTitle: wants('seoTitle') ? titled(CHANNEL_LIMITS.seoTitle.aimChars, ' | ') : null,
    seoDescription: wants('seoDescription') && seoDescription !== '' ? seoDescription : null,
    bulletPoints: wants('bulletPoints')
      ? features
          .slice(0, CHANNEL_LIMITS.bulletPoints.count)
          .map((piece) => sentenceCase(piece.text))
      : [],
    searchTerms: wants('searchTerms') && searchWords.length > 0 ? searchWords.join(' ') : null,
    tags: wants('tags')
      ? tagSources
          .map((text) => text.trim())
          .filter((text) => text !== '' && text.length <= CHANNEL_LIMITS.tags.maxChars)
      : [],
    marketplaceTitle: wants('marketplaceTitle')
      ? titled(CHANNEL_LIMITS.marketplaceTitle.maxChars, ' – ')
      : null,
  };
  // The same local repairs a provider's answer gets: repeats, title words and characters a
  // channel refuses go, and every field ends within its limits.
  return repairChannelFields(fields, fields.marketplaceTitle ?? name).fields;
}
