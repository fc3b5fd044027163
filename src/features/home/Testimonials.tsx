import styled from 'styled-components';
import { row, stack } from '@/theme/layout';
import { cardSurface } from '@/components/cardSurface';
import { useGetContentBlocksQuery } from '@/api/cms';
import { Carousel } from '@/components/Carousel';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container, Eyebrow, PageSection, SectionTitle } from '@/components/Section';
import { StarRating } from '@/components/StarRating';
import { HOME_CAROUSEL_BREAKPOINTS } from './carouselBreakpoints';

const TITLE = 'What families say';

const Quote = styled.figure`
  ${stack({ gap: '1rem' })}
  height: 100%;
  margin: 0;
  padding: 1.5rem;
  ${cardSurface}
  blockquote {
    margin: 0;
    flex: 1;
    font-size: 1rem;
    line-height: 1.65;
  }
  figcaption {
    ${row({ align: 'center', gap: '0.75rem' })}
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  p {
    margin: 0;
  }
  .role {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function Testimonials() {
  const { data: items = [] } = useGetContentBlocksQuery('testimonial');
  if (items.length === 0) return null;
  const heading = (
    <div>
      <Eyebrow>Testimonials</Eyebrow>
      <SectionTitle>{TITLE}</SectionTitle>
    </div>
  );
  return (
    <PageSection>
      <Container>
        <Carousel title={TITLE} heading={heading} breakpoints={HOME_CAROUSEL_BREAKPOINTS}>
          {items.map((item, index) => (
            <Quote key={`${item.name}-${index}`}>
              {item.rating > 0 && <StarRating value={item.rating} size={16} />}
              <blockquote>“{item.description}”</blockquote>
              <figcaption>
                {item.image && <ResponsiveImage path={item.image} alt="" sizes="48px" width={48} height={48} />}
                <div>
                  <p>
                    <strong>{item.name || item.title}</strong>
                  </p>
                  <p className="role">{item.subTitle}</p>
                </div>
              </figcaption>
            </Quote>
          ))}
        </Carousel>
      </Container>
    </PageSection>
  );
}
