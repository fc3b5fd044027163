import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { row } from '@/theme/layout';
import { CtaLink } from '@/components/CtaLink';

const Card = styled.section`
  ${row({ wrap: 'wrap', align: 'center', justify: 'space-between', gap: '1rem 1.5rem' })}
  padding: 1.1rem 1.25rem;
  ${cardSurface}
  div {
    flex: 1 1 16rem;
    min-width: 0;
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The overview's way to the importer: a short card leading to the share page's import section. */
export function ImportRecipeCard() {
  return (
    <Card aria-labelledby="import-card-title">
      <div>
        <h2 id="import-card-title">Import a recipe</h2>
        <p>From a recipe site, the page you are looking at, or text you paste: you check it before it is shared.</p>
      </div>
      <CtaLink $variant="outline" to="/dashboard/share-recipes#import-recipe">
        Import a recipe
      </CtaLink>
    </Card>
  );
}
