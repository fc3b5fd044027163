import styled from 'styled-components';
import { useGetBlogsQuery } from '@/api/blogs';
import { Carousel } from '@/components/Carousel';
import { Container, PageSection, SectionTitle } from '@/components/Section';
import { Skeleton } from '@/components/Skeleton';
import { BlogCard } from './BlogCard';
import { useDeferredResult } from '@/lib/useDeferredResult';

/** 1 slide, 2 from 640, 3 from 1024, 4 from 1460; looping (SPEC.md §2). */
export const BLOG_BREAKPOINTS = [
  { minWidth: 0, perView: 1, spacing: 20 },
  { minWidth: 640, perView: 2, spacing: 20 },
  { minWidth: 1024, perView: 3, spacing: 24 },
  { minWidth: 1460, perView: 4, spacing: 25 },
];

const Placeholder = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export function BlogsCarousel({ title = 'Recipe Blogs & Tips' }: { title?: string }) {
  const { data: blogs, isLoading } = useDeferredResult(useGetBlogsQuery());
  if (!isLoading && !blogs?.length) return null;
  return (
    <PageSection>
      <Container>
        {isLoading || !blogs ? (
          <>
            <SectionTitle>{title}</SectionTitle>
            <Placeholder aria-hidden="true">
              <Skeleton $height="320px" $radius="20px" />
              <Skeleton $height="320px" $radius="20px" />
            </Placeholder>
          </>
        ) : (
          <Carousel title={title} heading={<SectionTitle>{title}</SectionTitle>} breakpoints={BLOG_BREAKPOINTS}>
            {blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </Carousel>
        )}
      </Container>
    </PageSection>
  );
}
