/**
 * Length rules of SPEC §9 ("Generation rules"). All lengths are JavaScript string lengths
 * (UTF-16 code units), which is what the seller's counter shows.
 */

/** Below this the spec does not accept a description, whatever the target. */
export const MIN_ACCEPTABLE_LENGTH = 100;

export interface TargetRange {
  min: number;
  max: number;
}

/**
 * Acceptable range: 90 % of the target (at least 100) to 110 % of the target. Both ends are
 * rounded down with integer maths (so 0.9 × 150 is exactly 135, never 135.00000000000003).
 * Targets under 91 would give a max below the 100 floor; the max is then raised to the min,
 * so 50 → 100–100 and every range is non-empty.
 */
export function targetRange(count: number): TargetRange {
  const min = Math.max(MIN_ACCEPTABLE_LENGTH, Math.floor((count * 9) / 10));
  const max = Math.max(min, Math.floor((count * 11) / 10));
  return { min, max };
}

export type Guidance = 'concise' | 'focused' | 'comprehensive';

/** Concise up to 150, focused up to 300, comprehensive above. */
export function guidance(count: number): Guidance {
  if (count <= 150) return 'concise';
  if (count <= 300) return 'focused';
  return 'comprehensive';
}

/** A call to action is requested above 200 characters. */
export function wantsCallToAction(count: number): boolean {
  return count > 200;
}

/** Bullet dashes are requested above 300 characters. */
export function wantsBulletDashes(count: number): boolean {
  return count > 300;
}

/**
 * What the row and the record say when a description is under the band: the target, and
 * about how long a text the item's fields give (rounded down to tens). Null within the band.
 */
export function lengthNote(text: string, count: number): string | null {
  const { min } = targetRange(count);
  if (text.length >= min) return null;
  const about = Math.max(10, Math.floor(text.length / 10) * 10);
  return `Add details for a ${count}-character description: these fields give about ${about}`;
}
