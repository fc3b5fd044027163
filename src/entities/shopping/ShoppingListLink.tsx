import { PAGES } from '@contract/pages';
import { CtaLink } from '@/components/CtaLink';

/** From a planned week to what it needs bought (the planner pages). */
export function ShoppingListLink({ className }: { className?: string }) {
  return (
    <CtaLink $variant="outline" to={PAGES.shoppingList.path} className={className}>
      Shopping list for this week
    </CtaLink>
  );
}
