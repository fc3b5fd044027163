/**
 * Reads the composition tables' CSV files (RFC 4180: quoted fields holding commas, quotes and line
 * breaks) a row at a time with papaparse, which slices each field from the text rather than
 * building it up, so reading the tables at start grows the process by less (issue 35). Only what
 * `read` returns is kept; null skips the row.
 */
import Papa from 'papaparse';

export function readCsvRows<T>(text: string, read: (row: string[], index: number) => T | null): T[] {
  const kept: T[] = [];
  let index = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    skipEmptyLines: true,
    step: ({ data, errors }) => {
      if (errors.length > 0) throw new Error(`CSV row ${index + 1}: ${errors[0].message}`);
      const value = read(data, index);
      index += 1;
      if (value !== null) kept.push(value);
    },
  });
  return kept;
}
