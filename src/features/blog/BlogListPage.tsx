import styled from 'styled-components';
import { useGetBlogsQuery } from '@/api/blogs';
import { Breadcrumb } from '@/components/Breadcrumb';
import { EmptyState } from '@/components/EmptyState';
import { Container, Lead, PageSection, PageTitle } from '@/components/Section';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { SubscribeBlock } from '@/entities/newsletter';
import { BlogCard } from '@/entities/blog';
import { useDeferredResult } from '@/lib/useDeferredResult';

const Grid = styled.ul`
  display: grid;
  gap: 1.5rem;
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export default function BlogListPage() {
  useDocumentTitle('Recipe Blogs & Tips');
  const { data: blogs, isLoading, isError } = useDeferredResult(useGetBlogsQuery());
  return (
    <>
      <PageSection>
        <Container>
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog' }]} />
          <PageTitle>Recipe Blogs & Tips</PageTitle>
          <Lead>
            Kitchen wisdom from parents and cooks: shortcuts, seasonal ideas and ways to get everyone to the table.
          </Lead>
          {isLoading ? (
            <Grid aria-busy="true" aria-label="Loading blogs">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={`skeleton-${index}`}>
                  <Skeleton $height="380px" $radius="20px" />
                </li>
              ))}
            </Grid>
          ) : isError ? (
            <EmptyState title="The blog could not be loaded." icon="warning">
              <p>Please try again in a moment.</p>
            </EmptyState>
          ) : !blogs?.length ? (
            <EmptyState title="No blog posts yet." icon="note" />
          ) : (
            <Grid>
              {blogs.map((blog, index) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} headingLevel={2} eager={index === 0} />
                </li>
              ))}
            </Grid>
          )}
        </Container>
      </PageSection>
      <SubscribeBlock />
    </>
  );
}
