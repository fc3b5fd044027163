import { Link } from 'react-router';
import styled from 'styled-components';
import { HOME_LIBRARY_COUNT } from '@contract/constants';
import { useGetLibrariesQuery } from '@/api/cms';
import { Container, Eyebrow, PageSection, SectionHead, SectionTitle } from '@/components/Section';
import { LibraryGrid } from '@/entities/library';
import { useDeferredResult } from '@/lib/useDeferredResult';

const Head = styled(SectionHead)`
  margin-bottom: 1.75rem;
  a:hover {
    text-decoration: underline;
  }
`;

/** The first 4 libraries and 'See all' (SPEC.md §2). */
export function LibrarySection() {
  const { data, isLoading, isError } = useDeferredResult(useGetLibrariesQuery());
  if (isError) return null;
  return (
    <PageSection aria-labelledby="library-title">
      <Container>
        <Head>
          <div>
            <Eyebrow>Browse by diet</Eyebrow>
            <SectionTitle id="library-title">Recipe Library</SectionTitle>
          </div>
          <Link to="/recipe-library" aria-label="See all recipe libraries">
            See all →
          </Link>
        </Head>
        <LibraryGrid
          libraries={data?.slice(0, HOME_LIBRARY_COUNT)}
          isLoading={isLoading}
          placeholders={HOME_LIBRARY_COUNT}
        />
      </Container>
    </PageSection>
  );
}
