import styled from 'styled-components';
import { useGetContentBlocksQuery } from '@/api/cms';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container } from '@/components/Section';
import { Skeleton } from '@/components/Skeleton';
import { CtaLink } from '@/components/CtaLink';
import { mq } from '@/theme/theme';
import { HOME_HERO_IMAGE_SIZES } from '@contract/media';
import { heroImages } from './heroImages';

const Hero = styled.section`
  padding: 2rem 0 3rem;
  background:
    radial-gradient(circle at 85% 20%, ${({ theme }) => theme.categoryPalette[0]}, transparent 55%),
    radial-gradient(circle at 10% 90%, ${({ theme }) => theme.colors.primarySoft}, transparent 50%);
  ${mq.lg} {
    padding: 4rem 0 5rem;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${mq.lg} {
    grid-template-columns: 1fr 1.05fr;
    gap: 3rem;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  h1 {
    margin: 0;
    font-size: clamp(2.3rem, 1.6rem + 3.2vw, 4rem);
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    max-width: 52ch;
    font-size: 1.12rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Collage = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: 0.9rem;
  aspect-ratio: 5 / 4;
  /* Phones: the collage comes first, so the heading and text filling in (skeleton → CMS copy)
     cannot push it down the screen (that shift was CLS 0.7). Rows never grow with content. */
  order: -1;
  grid-template-rows: repeat(2, minmax(0, 1fr));
  ${mq.lg} {
    order: 0;
  }
  > * {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  > :first-child {
    grid-row: span 2;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** cms/home-banner: title, text, button to /recipe-library and up to three images. */
export function HeroBanner() {
  const { data, isLoading } = useGetContentBlocksQuery('home-banner');
  const banner = data?.[0];
  const images = heroImages(banner);
  return (
    <Hero>
      <Container>
        <Layout>
          <Copy>
            {isLoading ? (
              <>
                <Skeleton $height="3.2rem" $width="90%" />
                <Skeleton $height="1.2rem" $width="75%" />
              </>
            ) : (
              <>
                <h1>{banner?.title || 'Cook together, eat well, plan less'}</h1>
                {banner?.description && <p>{banner.description}</p>}
              </>
            )}
            <CtaLink to="/recipe-library">{banner?.buttonText || 'Explore recipes'}</CtaLink>
          </Copy>
          <Collage>
            {images.length > 0
              ? images.map((path, index) => (
                  <div key={path}>
                    <ResponsiveImage
                      path={path}
                      alt={index === 0 ? 'A table of family dishes' : ''}
                      sizes={HOME_HERO_IMAGE_SIZES[index === 0 ? 0 : 1]}
                      eager
                    />
                  </div>
                ))
              : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} $height="100%" $radius="20px" />)}
          </Collage>
        </Layout>
      </Container>
    </Hero>
  );
}
