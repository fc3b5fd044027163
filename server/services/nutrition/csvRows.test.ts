import { readCsvRows } from './csvRows';

describe('readCsvRows', () => {
  it('reads quoted fields with commas, quotes and line breaks, one row at a time', () => {
    const text = 'code,name\n01001,"Butter, salted"\n"11297","Parsley, ""flat""\nleaf"\n';
    expect(readCsvRows(text, (row) => row)).toEqual([
      ['code', 'name'],
      ['01001', 'Butter, salted'],
      ['11297', 'Parsley, "flat"\nleaf'],
    ]);
  });

  it('keeps only what the reader returns, and tells it each row’s index', () => {
    const text = 'a\nb\nc\n';
    expect(readCsvRows(text, (row, index) => (index === 1 ? null : `${index}:${row[0]}`))).toEqual(['0:a', '2:c']);
  });

  it('skips empty lines, as a file ending in a line break has', () => {
    expect(readCsvRows('a,b\n\n1,2\n\n', (row) => row.length)).toEqual([2, 2]);
  });

  it('refuses a quote left open rather than reading the rest of the file as one field', () => {
    expect(() => readCsvRows('a,b\n1,"never closed\n2,3\n', (row) => row)).toThrow(/CSV row/);
  });
});
