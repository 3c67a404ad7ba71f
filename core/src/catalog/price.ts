const PLAIN = /^\d+(?:\.\d+)?$/;

/**
 * Reads a price as sellers write it: currency symbols and spaces stripped, then `1,299.00`,
 * `1299`, `12.99` and the European `12,99` (a comma followed by one or two final digits and
 * no dot is a decimal comma). Returns null when it is not a number.
 */
export function parsePrice(raw: string): number | null {
  // Most prices in a file are plain ("29.00"): read those without the rules below.
  if (PLAIN.test(raw)) {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  let text = raw.trim().replace(/[\s\u00a0]/g, '');
  // Strip currency symbols and codes at either end ($, €, £, USD, EUR…).
  text = text.replace(/^[^\d.,+-]+/, '').replace(/[^\d.,]+$/, '');
  if (text === '') return null;
  if (/^[+-]?\d+,\d{1,2}$/.test(text)) {
    text = text.replace(',', '.');
  } else if (/^[+-]?\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) {
    // 1.299,00: dots group thousands, the comma is decimal.
    text = text.replace(/\./g, '').replace(',', '.');
  } else {
    text = text.replace(/,/g, '');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** An empty price is allowed (not yet known); anything else must read as a number ≥ 0. */
export function isValidPrice(raw: string): boolean {
  if (raw.trim() === '') return true;
  const value = parsePrice(raw);
  return value !== null && value >= 0;
}
