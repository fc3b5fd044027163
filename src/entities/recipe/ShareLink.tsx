import { CtaLink } from '@/components/CtaLink';

export function ShareLink() {
  return (
    <CtaLink $variant="compact" to="/dashboard/share-recipes">
      <span aria-hidden="true">+</span> Share a recipe
    </CtaLink>
  );
}
