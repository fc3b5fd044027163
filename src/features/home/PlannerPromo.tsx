import styled from 'styled-components';
import { useGetContentBlocksQuery } from '@/api/cms';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container, Eyebrow, PageSection } from '@/components/Section';
import { CtaLink } from '@/components/CtaLink';
import { mq } from '@/theme/theme';

const Card = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.categoryPalette[6]};
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
    padding: 3rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: clamp(1.7rem, 1.2rem + 1.6vw, 2.5rem);
  }
  p {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
`;

const Media = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  aspect-ratio: 4 / 3;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** cms/meal-planner: the planner promotion with its button. */
export function PlannerPromo() {
  const { data } = useGetContentBlocksQuery('meal-planner');
  const block = data?.[0];
  return (
    <PageSection aria-labelledby="planner-promo-title">
      <Container>
        <Card>
          <div>
            <Eyebrow>Meal planner</Eyebrow>
            <h2 id="planner-promo-title">{block?.title || 'Plan a whole week of meals in minutes'}</h2>
            {block?.description && <p>{block.description}</p>}
            <CtaLink to="/meal-planner">{block?.buttonText || 'Open the meal planner'}</CtaLink>
          </div>
          {block?.image && (
            <Media>
              <ResponsiveImage
                path={block.image}
                alt="A week of planned family meals"
                sizes="(min-width: 768px) 40vw, 92vw"
              />
            </Media>
          )}
        </Card>
      </Container>
    </PageSection>
  );
}
