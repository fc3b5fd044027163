import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { useGetBlogQuery } from '@/api/blogs';
import { Breadcrumb } from '@/components/Breadcrumb';
import { EmptyState } from '@/components/EmptyState';
import { FixedWidthImage } from '@/components/ResponsiveImage';
import { SafeHtml } from '@/components/SafeHtml';
import { Container, PageSection } from '@/components/Section';
import { PageSpinner } from '@/components/Spinner';
import { ClosingBlock } from '@/components/ClosingBlock';
import { BlogPicture } from '@/entities/blog';
import { SubscribeBlock } from '@/entities/newsletter';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const Article = styled.article`
  max-width: 780px;
  margin: 0 auto;
`;

const Banner = styled(BlogPicture)`
  margin: 1rem 0 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  aspect-ratio: 16 / 8;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem);
`;

const Byline = styled.p`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.6rem' })}
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled(SafeHtml)`
  font-size: 1.08rem;
  line-height: 1.75;
  h2,
  h3 {
    margin-top: 2rem;
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export default function BlogDetailsPage() {
  const { slug = '' } = useParams();
  const { data: blog, isLoading, isError } = useGetBlogQuery(slug);
  useDocumentTitle(blog?.title ?? (isError ? 'Blog not found' : 'Blog'));
  if (isLoading) return <PageSpinner label="Loading blog" />;
  if (isError || !blog) {
    return (
      <PageSection>
        <Container>
          <EmptyState title="This blog post could not be found." icon="note">
            <Link to="/blog">See all blogs</Link>
          </EmptyState>
        </Container>
      </PageSection>
    );
  }
  return (
    <>
      <PageSection>
        <Container>
          <Article>
            <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: blog.title }]} />
            <Title>{blog.title}</Title>
            <Byline>
              {blog.authorImage && <FixedWidthImage path={blog.authorImage} width={40} />}
              <strong>{blog.authorName}</strong>
              <span aria-hidden="true">·</span>
              <span>{blog.categoryName}</span>
              <span aria-hidden="true">·</span>
              <span>{blog.createdDate}</span>
            </Byline>
            <Banner blog={blog} sizes="(min-width: 820px) 780px, 92vw" width={1024} height={512} eager />
            <Body html={blog.descriptionHtml} />
          </Article>
        </Container>
      </PageSection>
      <SubscribeBlock />
      <ClosingBlock />
    </>
  );
}
