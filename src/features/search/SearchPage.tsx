import { Container, PageSection, PageTitle } from '@/components/Section';

/** `/search?q=…` (issue 37): the results page. Being built. */
export default function SearchPage() {
  return (
    <PageSection>
      <Container>
        <PageTitle>Search recipes</PageTitle>
      </Container>
    </PageSection>
  );
}
