/** SPEC.md §2 top navigation; `alsoActiveOn` marks a link current on related paths. */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  alsoActiveOn?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/recipe-library', label: 'Recipe library', alsoActiveOn: ['/recipe-details/', '/recipes/recipe_library/'] },
  // Every dashboard page is "Dashboard" (issue 15), except the one with a link of its own.
  { to: '/dashboard/overview', label: 'Dashboard', alsoActiveOn: ['/dashboard/', '/my-recipe-details/'] },
  { to: '/dashboard/share-recipes', label: 'Share recipe' },
  { to: '/meal-planner', label: 'Meal planner' },
  { to: '/blog', label: 'Blog' },
];

/** How long a prefix of `pathname` the item claims (0: none); a link's own path beats a related one. */
function matchLength(item: NavItem, pathname: string): number {
  if (item.end) return pathname === item.to ? Infinity : 0;
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return Infinity;
  return Math.max(0, ...(item.alsoActiveOn ?? []).filter((prefix) => pathname.startsWith(prefix)).map((p) => p.length));
}

/** The one item the page at `pathname` belongs to: the longest claim wins, so at most one is current. */
export function currentNavItem<Item extends NavItem>(items: readonly Item[], pathname: string): Item | undefined {
  let best: Item | undefined;
  let bestLength = 0;
  for (const item of items) {
    const length = matchLength(item, pathname);
    if (length > bestLength) [best, bestLength] = [item, length];
  }
  return best;
}

export function isNavItemActive(item: NavItem, pathname: string, items: readonly NavItem[] = NAV_ITEMS): boolean {
  return currentNavItem(items, pathname) === item;
}
