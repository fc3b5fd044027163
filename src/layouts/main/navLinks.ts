/** SPEC.md §2 top navigation; `alsoActiveOn` marks a link active on related paths. */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  alsoActiveOn?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/recipe-library', label: 'Recipe library', alsoActiveOn: ['/recipe-details/', '/recipes/recipe_library/'] },
  { to: '/dashboard/overview', label: 'Dashboard' },
  { to: '/dashboard/share-recipes', label: 'Share recipe' },
  { to: '/meal-planner', label: 'Meal planner' },
  { to: '/blog', label: 'Blog' },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveOn?.some((prefix) => pathname.startsWith(prefix)) ?? false;
}
