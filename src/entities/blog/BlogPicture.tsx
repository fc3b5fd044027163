import styled from 'styled-components';
import type { Blog } from '@/api/blogs';
import { ResponsiveImage } from '@/components/ResponsiveImage';

const Frame = styled.div`
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A blog post's picture (its card's and its page's banner): the image, named by the post's title,
 * cropped to fill its frame, on the soft colour while it loads. The frame's size and shape are the
 * caller's (`styled(BlogPicture)`).
 */
export function BlogPicture({
  blog,
  sizes,
  width,
  height,
  eager,
  className,
}: {
  blog: Pick<Blog, 'image' | 'title'>;
  sizes: string;
  width: number;
  height: number;
  eager: boolean;
  className?: string;
}) {
  return (
    <Frame className={className}>
      <ResponsiveImage path={blog.image} alt={blog.title} sizes={sizes} width={width} height={height} eager={eager} />
    </Frame>
  );
}
