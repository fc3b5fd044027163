/**
 * 12345 → "12,345". The first `toLocaleString`/`Intl.NumberFormat` call of a page loads ICU's
 * locale data, which cost about 20 ms on a phone-class CPU on the details page; counts only
 * ever need English digit grouping.
 */
export function formatCount(value: number): string {
  const [whole, fraction] = String(Math.round(value * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
