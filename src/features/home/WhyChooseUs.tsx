import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { useGetContentBlocksQuery } from '@/api/cms';
import { CardList } from '@/components/CardList';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container, Eyebrow, PageSection, SectionTitle } from '@/components/Section';

const Item = styled.li`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1.5rem;
  ${cardSurface}
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.div`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function WhyChooseUs() {
  const { data: items = [] } = useGetContentBlocksQuery('why-choose-us');
  if (items.length === 0) return null;
  return (
    <PageSection aria-labelledby="why-title">
      <Container>
        <Eyebrow>Why choose us</Eyebrow>
        <SectionTitle id="why-title">Made for busy family kitchens</SectionTitle>
        <CardList $gap="1.25rem" $wideColumns={4}>
          {items.map((item, index) => (
            <Item key={`${item.title}-${index}`}>
              {(item.icon || item.image) && (
                <Badge>
                  <ResponsiveImage path={item.icon || item.image} alt="" sizes="64px" width={64} height={64} />
                </Badge>
              )}
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Item>
          ))}
        </CardList>
      </Container>
    </PageSection>
  );
}
