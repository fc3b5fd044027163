import styled from 'styled-components';
import { useGetContentBlocksQuery } from '@/api/cms';
import { CtaLink } from '@/components/CtaLink';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container, PageSection } from '@/components/Section';
import { mq } from '@/theme/theme';

const Card = styled.div`
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  ${mq.md} {
    grid-template-columns: 1fr 1.1fr;
    align-items: center;
  }
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${mq.md} {
    height: 100%;
    aspect-ratio: auto;
    min-height: 300px;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem 1.5rem;
  ${mq.md} {
    padding: 3rem;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.6rem, 1.2rem + 1.4vw, 2.3rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

/** The share-recipe banner (cms share-your-recipe): image, description, button. */
export function ShareBanner() {
  const { data } = useGetContentBlocksQuery('share-your-recipe');
  const block = data?.[0];
  return (
    <PageSection>
      <Container>
        <Card>
          <Media>
            {block?.image && <ResponsiveImage path={block.image} alt="" sizes="(min-width: 768px) 45vw, 92vw" />}
          </Media>
          <Text>
            <h2>{block?.title || 'Share your family favourite'}</h2>
            {block?.description && <p>{block.description}</p>}
            <CtaLink to="/dashboard/dashboard-share-recipes">{block?.buttonText || 'Share your recipe'}</CtaLink>
          </Text>
        </Card>
      </Container>
    </PageSection>
  );
}
