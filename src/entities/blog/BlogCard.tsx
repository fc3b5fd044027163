import { Link } from 'react-router';
import styled from 'styled-components';
import { pill, row, stack } from '@/theme/layout';
import type { Blog } from '@/api/blogs';
import { CardShell, CardTitle } from '@/components/CardShell';
import { FixedWidthImage } from '@/components/ResponsiveImage';
import { BlogPicture } from './BlogPicture';
import { blogExcerpt } from './excerpt';

const Picture = styled(BlogPicture)`
  aspect-ratio: 16 / 10;
`;

const Body = styled.div`
  ${stack({ gap: '0.6rem' })}
  flex: 1;
  padding: 1.1rem 1.2rem 1.25rem;
`;

const Meta = styled.p`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.5rem' })}
  margin: 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Category = styled.span`
  ${pill};
  padding: 0.15rem 0.6rem;
  background: ${({ theme }) => theme.categoryPalette[0]};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Author = styled.div`
  ${row({ align: 'center', gap: '0.6rem' })}
  margin-top: auto;
  padding-top: 0.8rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
  img {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    object-fit: cover;
  }
  p {
    margin: 0;
  }
  .date {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** SPEC.md §2 blog card: image, category, time ago, date, title, 80-character excerpt, author. */
/** `eager`: the card's image is the page's largest paint (the first card of the blog list). */
export function BlogCard({
  blog,
  headingLevel = 3,
  eager = false,
}: {
  blog: Blog;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return (
    <CardShell>
      <Picture
        blog={blog}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
        width={640}
        height={400}
        eager={eager}
      />
      <Body>
        <Meta>
          <Category>{blog.categoryName}</Category>
          <span>{blog.timeAgo}</span>
          <span aria-hidden="true">·</span>
          <span>{blog.createdDate}</span>
        </Meta>
        <CardTitle as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={`/blog/${blog.slug}`}>{blog.title}</Link>
        </CardTitle>
        <Excerpt>{blogExcerpt(blog.descriptionHtml)}</Excerpt>
        <Author>
          {blog.authorImage && <FixedWidthImage path={blog.authorImage} width={36} loading="lazy" />}
          <div>
            <p>
              <strong>{blog.authorName}</strong>
            </p>
            <p className="date">{blog.createdDate}</p>
          </div>
        </Author>
      </Body>
    </CardShell>
  );
}
