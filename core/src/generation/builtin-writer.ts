import type { PromptSettingsValues } from '../prompt/options';
import { BUILTIN_PHRASES, type BuiltinPhrases } from './builtin-phrases';
import { cleanDescription, fitToLength } from './cleaner';
import { splitPieces, type GenerationItem } from './item';
import { targetRange, wantsBulletDashes, wantsCallToAction } from './length-rules';

type Slot = 'intro' | 'body' | 'bullet' | 'outro';

interface Part {
  text: string;
  slot: Slot;
  order: number;
}

const SLOT_ORDER: Record<Slot, number> = { intro: 0, body: 1, bullet: 2, outro: 3 };

/** One line of item text, tidied the way the cleaner would, without a closing mark. */
function tidyPiece(text: string): string {
  return cleanDescription(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/^- /, '')
    .replace(/[\s.!?;:,…]+$/, '')
    .trim();
}

function joinList(items: string[], and: string, separator: string): string {
  if (separator !== ', ' || items.length < 2) return items.join(separator);
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function render(parts: Part[]): string {
  const sorted = [...parts].sort(
    (a, b) => SLOT_ORDER[a.slot] - SLOT_ORDER[b.slot] || a.order - b.order,
  );
  const bullets = sorted.filter((part) => part.slot === 'bullet').map((part) => `- ${part.text}`);
  const prose = (slots: Slot[]) =>
    sorted
      .filter((part) => slots.includes(part.slot))
      .map((part) => part.text)
      .join(' ');
  if (bullets.length === 0) return prose(['intro', 'body', 'outro']);
  return [prose(['intro', 'body']), ...bullets, prose(['outro'])]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The offline `builtin` provider (DESIGN "Provider chain"): a description composed from the
 * item's own fields only, following the prompt settings and the length rules of SPEC §9.
 *
 * - Style picks the opening sentence, the lead into the details and how they are listed
 *   (technical and minimalist use '; ' and '. ', the others a natural list); tone picks the
 *   call to action (above 200 characters); audience and industry add one sentence each; the
 *   price and, for the technical style, the SKU are stated as given.
 * - Above 300 characters the details and notes become '- ' bullet lines.
 * - Connecting phrases are in the settings' language; the item's own text stays as given.
 * - Parts are added in priority order while the whole stays within 110 % of the target; a
 *   list keeps as many entries as fit. When the fields are too thin to reach 90 % of the
 *   target the text is simply shorter: it never pads with claims the item does not make.
 * - Deterministic: the same item and settings always give the same text.
 */
export function writeBuiltinDescription(
  item: GenerationItem,
  settings: PromptSettingsValues,
): string {
  const phrases: BuiltinPhrases = BUILTIN_PHRASES[settings.language];
  const style = settings.writingStyle;
  const count = settings.characterCount;
  const { max } = targetRange(count);
  const bulletMode = wantsBulletDashes(count);

  const name = tidyPiece(item.name);
  const details = splitPieces(item.details).map(tidyPiece).filter(Boolean);
  const notes = splitPieces(item.notes).map(tidyPiece).filter(Boolean);
  const price = tidyPiece(item.price);
  const sku = tidyPiece(item.sku);
  const industry = tidyPiece(settings.industry);

  let opener = name === '' ? '' : phrases.opener[style](name);
  if (settings.tone === 'exciting' && opener.endsWith('.') && style !== 'minimalist') {
    opener = `${opener.slice(0, -1)}!`;
  }
  const parts: Part[] = [];
  let order = 0;
  const fits = (candidate: Part[]) => render(candidate).length <= max;
  const tryAdd = (text: string, slot: Slot, at = order++): boolean => {
    if (text === '') return false;
    const part = { text, slot, order: at };
    if (!fits([...parts, part])) return false;
    parts.push(part);
    return true;
  };

  if (opener !== '') parts.push({ text: opener, slot: 'intro', order: order++ });
  if (wantsCallToAction(count)) {
    parts.push({ text: phrases.cta[settings.tone], slot: 'outro', order: 1000 });
  }

  // A sentence listing as many entries as fit, in the item's order.
  const addList = (lead: string, entries: string[]) => {
    const separator = style === 'technical' ? '; ' : style === 'minimalist' ? '. ' : ', ';
    const chosen: string[] = [];
    for (const entry of entries) {
      const trial = [...chosen, entry];
      const sentence = `${lead}${joinList(trial, phrases.and, separator)}.`;
      if (fits([...parts, { text: sentence, slot: 'body', order }])) chosen.push(entry);
    }
    if (chosen.length > 0) tryAdd(`${lead}${joinList(chosen, phrases.and, separator)}.`, 'body');
  };

  // Priority: the details, then who it is for, then the notes, industry, price and SKU.
  // Minimalist has no connecting phrases of its own, so its one sentence in the output
  // language (the audience) is reserved first and shown after the lists.
  const audience = phrases.audience[settings.targetAudience];
  if (style === 'minimalist') tryAdd(audience, bulletMode ? 'intro' : 'body', 500);
  const audienceNext = style === 'minimalist' ? '' : audience;
  if (bulletMode) {
    tryAdd(audienceNext, 'intro');
    for (const entry of [...details, ...notes]) tryAdd(entry, 'bullet');
  } else {
    addList(phrases.featuresLead[style], details);
    tryAdd(audienceNext, 'body');
    addList(style === 'minimalist' ? '' : phrases.notesLead, notes);
  }
  if (industry !== '') tryAdd(phrases.industry(industry), bulletMode ? 'outro' : 'body');
  if (price !== '') tryAdd(phrases.price(price), bulletMode ? 'outro' : 'body');
  if (style === 'technical' && sku !== '') tryAdd(phrases.sku(sku), bulletMode ? 'outro' : 'body');

  // Outro parts other than the call to action go before it.
  for (const part of parts) if (part.slot === 'outro' && part.order !== 1000) part.order -= 2000;

  return fitToLength(cleanDescription(render(parts)), count);
}
