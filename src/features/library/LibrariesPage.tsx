import { useGetLibrariesQuery } from '@/api/cms';
import { Breadcrumb } from '@/components/Breadcrumb';
import { EmptyState } from '@/components/EmptyState';
import { Container, Lead, PageSection, PageTitle } from '@/components/Section';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { LibraryGrid } from '@/entities/library';
import { useDeferredResult } from '@/lib/useDeferredResult';

export default function LibrariesPage() {
  useDocumentTitle('All Recipe Library');
  const { data: libraries, isLoading, isError } = useDeferredResult(useGetLibrariesQuery());
  return (
    <PageSection>
      <Container>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Recipe Library' }]} />
        <PageTitle>All Recipe Library</PageTitle>
        <Lead>Every recipe, grouped by diet. Pick a library to see its dishes, then filter by meal and tag.</Lead>
        <div style={{ marginTop: '2rem' }}>
          {isError ? (
            <EmptyState title="The recipe library could not be loaded." icon="warning" />
          ) : !isLoading && !libraries?.length ? (
            <EmptyState title="No libraries yet." />
          ) : (
            <LibraryGrid libraries={libraries} isLoading={isLoading} placeholders={8} headingLevel={2} eagerFirst />
          )}
        </div>
      </Container>
    </PageSection>
  );
}
