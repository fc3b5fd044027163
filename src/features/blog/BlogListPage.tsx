import { useGetBlogsQuery } from '@/api/blogs';
import { Breadcrumb } from '@/components/Breadcrumb';
import { CardList } from '@/components/CardList';
import { EmptyState } from '@/components/EmptyState';
import { Container, Lead, PageSection, PageTitle } from '@/components/Section';
import { Skeleton } from '@/components/Skeleton';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubscribeBlock } from '@/entities/newsletter';
import { BlogCard } from '@/entities/blog';
import { useDeferredResult } from '@/lib/useDeferredResult';

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
            <CardList $gap="1.5rem" $wideColumns={3} aria-busy="true" aria-label="Loading blogs">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={`skeleton-${index}`}>
                  <Skeleton $height="380px" $radius="20px" />
                </li>
              ))}
            </CardList>
          ) : isError ? (
            <EmptyState title="The blog could not be loaded." icon="warning">
              <p>Please try again in a moment.</p>
            </EmptyState>
          ) : !blogs?.length ? (
            <EmptyState title="No blog posts yet." icon="note" />
          ) : (
            <CardList $gap="1.5rem" $wideColumns={3}>
              {blogs.map((blog, index) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} headingLevel={2} eager={index === 0} />
                </li>
              ))}
            </CardList>
          )}
        </Container>
      </PageSection>
      <SubscribeBlock />
    </>
  );
}
