import styled from 'styled-components';
import type { ContentBlock } from '@/api/cms';
import { CardList } from '@/components/CardList';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Skeleton } from '@/components/Skeleton';

const Card = styled.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.3rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.div`
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Icon cards of a CMS block list (e.g. meal-planner-card). */
export function ContentCards({ blocks, isLoading }: { blocks: ContentBlock[] | undefined; isLoading: boolean }) {
  if (isLoading) {
    return (
      <CardList $gap="1rem" $wideColumns={4} $oneFrColumn aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index}>
            <Skeleton $width="56px" $height="56px" />
            <Skeleton $width="70%" />
          </Card>
        ))}
      </CardList>
    );
  }
  if (!blocks?.length) return null;
  return (
    <CardList $gap="1rem" $wideColumns={4} $oneFrColumn>
      {blocks.map((block, index) => {
        const image = block.icon || block.image;
        return (
          <Card key={`${block.title}-${index}`}>
            {image && (
              <Icon>
                <ResponsiveImage path={image} alt="" sizes="56px" width={56} height={56} />
              </Icon>
            )}
            <div>
              {/* h2: the cards sit right under the page's h1 */}
              <h2>{block.title}</h2>
              <p>{block.description}</p>
            </div>
          </Card>
        );
      })}
    </CardList>
  );
}
