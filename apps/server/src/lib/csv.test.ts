import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('neutralises text cells that a spreadsheet would run as a formula', () => {
    const cells = ['=HYPERLINK("http://x","y")', '+1+cmd|/C calc', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const [row] = parse(toCsv([cells]), { relax_quotes: true }) as string[][];
    expect(row).toEqual(cells.map((c) => `'${c}`));
  });

  it('leaves plain text and computed numbers alone', () => {
    expect(toCsv([['Cats, boxes', 'a=b', 12, -3.5, '']])).toBe('"Cats, boxes",a=b,12,-3.5,\n');
  });
});
