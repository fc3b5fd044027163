import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { Container, PageSection } from '@/components/Section';

export function RecipeNotFound({ failed = false }: { failed?: boolean }) {
  return (
    <PageSection>
      <Container>
        <EmptyState title={failed ? 'This recipe could not be loaded.' : 'We could not find this recipe.'} icon="bowl">
          <p>{failed ? 'Please try again in a moment.' : 'It may have been removed, or the link is mistyped.'}</p>
          <Link to="/recipe-library">Browse the recipe library</Link>
        </EmptyState>
      </Container>
    </PageSection>
  );
}
