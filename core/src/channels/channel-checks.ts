import {
  CHANNEL_LIMITS,
  EMPTY_CHANNEL_FIELDS,
  ETSY_TAG_PATTERN,
  utf8Length,
  type ChannelField,
  type ChannelFields,
} from '../shared/channel-fields';

/** One field outside its channel's limits, said so a seller (or a model) can act on it. */
export interface ChannelProblem {
  field: ChannelField;
  message: string;
  /** Fewer bullet points than Amazon takes: said, never padded, and no reason to hold the rest back. */
  shortfall?: true;
}

/** What a local repair changed, for the generation's record. */
export interface ChannelRepair {
  field: ChannelField;
  change: string;
}

/** Words of a title, folded, that the search terms must not repeat. */
function titleWords(title: string): Set<string> {
  return new Set(words(title));
}

function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Every way the fields break their channels' limits (an empty list: all within). `title` is
 * the listing title the search terms must not repeat (the marketplace title when written,
 * otherwise the product name).
 */
export function channelFieldProblems(fields: ChannelFields, title: string): ChannelProblem[] {
  const problems: ChannelProblem[] = [];
  const over = (field: ChannelField, text: string | null, max: number, what: string) => {
    if (text !== null && text.length > max) {
      problems.push({
        field,
        message: `${what} is ${text.length} characters; the limit is ${max}`,
      });
    }
  };
  over('seoTitle', fields.seoTitle, CHANNEL_LIMITS.seoTitle.maxChars, 'The SEO title');
  over(
    'seoDescription',
    fields.seoDescription,
    CHANNEL_LIMITS.seoDescription.maxChars,
    'The SEO description',
  );
  over(
    'marketplaceTitle',
    fields.marketplaceTitle,
    CHANNEL_LIMITS.marketplaceTitle.maxChars,
    'The listing title',
  );
  const bullets = CHANNEL_LIMITS.bulletPoints;
  if (fields.bulletPoints.length > 0 && fields.bulletPoints.length !== bullets.count) {
    problems.push({
      field: 'bulletPoints',
      message: `There are ${fields.bulletPoints.length} bullet points; Amazon takes ${bullets.count}`,
      ...(fields.bulletPoints.length < bullets.count ? { shortfall: true as const } : {}),
    });
  }
  fields.bulletPoints.forEach((bullet, index) => {
    if (bullet.trim() === '') {
      problems.push({ field: 'bulletPoints', message: `Bullet point ${index + 1} is empty` });
    }
    over('bulletPoints', bullet, bullets.maxChars, `Bullet point ${index + 1}`);
  });
  if (fields.searchTerms !== null) {
    const bytes = utf8Length(fields.searchTerms);
    if (bytes > CHANNEL_LIMITS.searchTerms.maxBytes) {
      problems.push({
        field: 'searchTerms',
        message: `The search terms are ${bytes} bytes; Amazon takes under 250`,
      });
    }
    const inTitle = titleWords(title);
    const repeated = [...new Set(words(fields.searchTerms))].filter((word) => inTitle.has(word));
    if (repeated.length > 0) {
      problems.push({
        field: 'searchTerms',
        message: `The search terms repeat words of the title: ${repeated.join(', ')}`,
      });
    }
  }
  const tags = CHANNEL_LIMITS.tags;
  if (fields.tags.length > tags.maxCount) {
    problems.push({
      field: 'tags',
      message: `There are ${fields.tags.length} tags; Etsy takes ${tags.maxCount}`,
    });
  }
  for (const tag of fields.tags) {
    if (tag.length > tags.maxChars) {
      problems.push({
        field: 'tags',
        message: `The tag "${tag}" is ${tag.length} characters; the limit is ${tags.maxChars}`,
      });
    } else if (!ETSY_TAG_PATTERN.test(tag)) {
      problems.push({
        field: 'tags',
        message: `The tag "${tag}" may hold only letters, numbers and spaces`,
      });
    }
  }
  return problems;
}

// What singleSpaced changes: two whitespace characters in a row, or one that is not a space.
const UNEVEN_SPACE = /\s\s|[^\S ]/;

/** Runs of whitespace as one space (most texts have none: they are not rebuilt). */
function singleSpaced(text: string): string {
  return UNEVEN_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/**
 * Text cut to at most `max` characters at a word boundary, without a dangling comma, dash or
 * conjunction-less "and"; a single word longer than `max` is cut inside it.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = singleSpaced(text).trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : clean.slice(0, max);
  return cut.replace(/[\s,;:–—-]+$/u, '').replace(/\s+(?:and|or|with|&)$/iu, '');
}

/** Text cut at the last sentence end that fits, else at a word boundary. */
export function cutAtSentence(text: string, max: number): string {
  const clean = singleSpaced(text).trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  // A sentence end too early would throw most of the field away: keep words instead.
  if (end >= max / 2) return head.slice(0, end + 1);
  if (/[.!?]$/.test(head) && !/[.!?]/.test(clean.charAt(max))) return head;
  return cutAtWord(clean, max);
}

/** A bullet as Amazon shows it: no list marker, one line. */
function tidyBullet(text: string): string {
  return (
    text
      // A list marker ('- ', '• ', '3) ', '2. '), not the start of '4.5 g tube'.
      .replace(/^\s*(?:[-•*·]\s*|\d+[.)]\s+)/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A tag as Etsy takes it: letters, numbers and single spaces, at most 20 characters. */
function tidyTag(text: string): string {
  // '4.5 g' has no spelling in letters, numbers and spaces ('4 5 g' says something else).
  if (/\d[.,]\d/.test(text)) return '';
  const clean = text
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cutAtWord(clean, CHANNEL_LIMITS.tags.maxChars);
}

/**
 * The fields brought within their limits by local means only (cutting at word or sentence
 * boundaries, dropping repeats and characters a channel refuses), with what changed. What a
 * cut cannot fix (fewer than five bullets) stays a problem for channelFieldProblems.
 */
export function repairChannelFields(
  fields: ChannelFields,
  title: string,
): { fields: ChannelFields; repairs: ChannelRepair[] } {
  const repairs: ChannelRepair[] = [];
  const note = (field: ChannelField, change: string) => repairs.push({ field, change });
  const cut = (field: ChannelField, text: string | null, max: number, sentence = false) => {
    if (text === null) return null;
    const tidy = singleSpaced(text).trim();
    if (tidy === '') return null;
    const result = sentence ? cutAtSentence(tidy, max) : cutAtWord(tidy, max);
    if (result.length < tidy.length) note(field, `cut from ${tidy.length} to ${result.length}`);
    return result;
  };

  const seoTitle = cut('seoTitle', fields.seoTitle, CHANNEL_LIMITS.seoTitle.maxChars);
  const seoDescription = cut(
    'seoDescription',
    fields.seoDescription,
    CHANNEL_LIMITS.seoDescription.maxChars,
    true,
  );
  const marketplaceTitle = cut(
    'marketplaceTitle',
    fields.marketplaceTitle,
    CHANNEL_LIMITS.marketplaceTitle.maxChars,
  );

  const seenBullets = new Set<string>();
  let bulletPoints: string[] = [];
  for (const raw of fields.bulletPoints) {
    const bullet = tidyBullet(raw);
    const key = bullet.toLocaleLowerCase();
    if (bullet === '' || seenBullets.has(key)) continue;
    seenBullets.add(key);
    const kept = cutAtSentence(bullet, CHANNEL_LIMITS.bulletPoints.maxChars);
    if (kept.length < bullet.length) note('bulletPoints', `bullet cut from ${bullet.length}`);
    bulletPoints.push(kept);
  }
  if (bulletPoints.length < fields.bulletPoints.length) {
    note(
      'bulletPoints',
      `${fields.bulletPoints.length - bulletPoints.length} empty or repeated dropped`,
    );
  }
  if (bulletPoints.length > CHANNEL_LIMITS.bulletPoints.count) {
    note(
      'bulletPoints',
      `kept the first ${CHANNEL_LIMITS.bulletPoints.count} of ${bulletPoints.length}`,
    );
    bulletPoints = bulletPoints.slice(0, CHANNEL_LIMITS.bulletPoints.count);
  }

  let searchTerms: string | null = null;
  if (fields.searchTerms !== null) {
    const inTitle = titleWords(marketplaceTitle ?? title);
    const all = words(fields.searchTerms);
    const kept: string[] = [];
    const seen = new Set<string>();
    let bytes = 0;
    for (const word of all) {
      if (inTitle.has(word) || seen.has(word)) continue;
      const cost = utf8Length(word) + (kept.length > 0 ? 1 : 0);
      if (bytes + cost > CHANNEL_LIMITS.searchTerms.maxBytes) break;
      seen.add(word);
      kept.push(word);
      bytes += cost;
    }
    searchTerms = kept.length > 0 ? kept.join(' ') : null;
    if (kept.length < all.length) {
      note(
        'searchTerms',
        `${all.length - kept.length} repeated, title or over-limit words dropped`,
      );
    }
  }

  const seenTags = new Set<string>();
  let tags: string[] = [];
  for (const raw of fields.tags.flatMap((tag) => tag.split(','))) {
    const tag = tidyTag(raw);
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seenTags.has(key)) continue;
    seenTags.add(key);
    if (tag !== raw.trim()) note('tags', `"${raw.trim()}" became "${tag}"`);
    tags.push(tag);
  }
  if (tags.length > CHANNEL_LIMITS.tags.maxCount) {
    note('tags', `kept the first ${CHANNEL_LIMITS.tags.maxCount} of ${tags.length}`);
    tags = tags.slice(0, CHANNEL_LIMITS.tags.maxCount);
  }

  return {
    fields: { seoTitle, seoDescription, bulletPoints, searchTerms, tags, marketplaceTitle },
    repairs,
  };
}

/**
 * Fields as they may ship: repaired locally (repairChannelFields), then any field a problem is
 * still found in is emptied rather than shipped out of bounds. Fewer bullet points than Amazon
 * takes is not such a problem: bullets are never padded. `title` as for repairChannelFields.
 */
export function fieldsWithinLimits(fields: ChannelFields, title: string): ChannelFields {
  const repaired = repairChannelFields(fields, title).fields;
  const broken = channelFieldProblems(repaired, repaired.marketplaceTitle ?? title).filter(
    (problem) => !problem.shortfall,
  );
  const out = { ...repaired };
  for (const { field } of broken) Object.assign(out, { [field]: EMPTY_CHANNEL_FIELDS[field] });
  return out;
}
