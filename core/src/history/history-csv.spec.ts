import { HISTORY_CSV_HEADERS, historyCsvRow, neutraliseFormula } from './history-csv';
import { formatLocalDate, formatLocalDateTime, isValidTimeZone } from './time-zone';

describe('history CSV rows', () => {
  const record = {
    createdAt: new Date('2025-03-15T23:30:00Z'),
    itemName: 'Ceramic Mug',
    itemSku: 'MUG-1',
    description: 'A mug.',
    characterCount: 250,
    writingStyle: 'professional',
    tone: 'persuasive',
    targetAudience: 'b2c',
    industry: 'general',
    provider: 'builtin',
    language: 'English',
  };

  it('has the columns of SPEC §7, the length written beside the target, Provider and Language', () => {
    expect(HISTORY_CSV_HEADERS).toEqual([
      'Date',
      'Item Name',
      'SKU',
      'Description',
      'Character Count',
      'Characters Written',
      'Writing Style',
      'Tone',
      'Target Audience',
      'Industry',
      'Provider',
      'Language',
    ]);
  });

  it('writes the date in the seller’s time zone', () => {
    expect(historyCsvRow(record, 'UTC')).toEqual([
      '2025-03-15 23:30',
      'Ceramic Mug',
      'MUG-1',
      'A mug.',
      '250',
      '6',
      'professional',
      'persuasive',
      'b2c',
      'general',
      'builtin',
      'English',
    ]);
    expect(historyCsvRow(record, 'Europe/Berlin')[0]).toBe('2025-03-16 00:30');
    expect(formatLocalDate(record.createdAt, 'America/New_York')).toBe('2025-03-15');
    expect(formatLocalDateTime(new Date('2025-01-01T00:05:00Z'), 'UTC')).toBe('2025-01-01 00:05');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('-5 off')).toBe("'-5 off");
    expect(neutraliseFormula('@SUM')).toBe("'@SUM");
    expect(neutraliseFormula('plain')).toBe('plain');
    expect(historyCsvRow({ ...record, itemName: '=cmd', provider: null }, 'UTC')).toContain(
      "'=cmd",
    );
  });

  it('knows real time zones only', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
