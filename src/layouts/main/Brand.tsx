import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetSiteSettingsQuery } from '@/api/cms';
import { FixedWidthImage } from '@/components/ResponsiveImage';
import { Icon } from '@/components/Icon';

const Home = styled(Link)<{ $inverted: boolean }>`
  display: inline-flex;
  /* The logo gives way (scales down) before the bar's buttons would leave the screen. */
  flex-shrink: 1;
  min-width: 0;
  align-items: center;
  gap: 0.5rem;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.45rem;
  font-weight: 700;
  color: ${({ $inverted, theme }) => ($inverted ? theme.colors.surface : theme.colors.text)};
  img {
    width: 150px;
    max-width: 100%;
    height: auto;
    max-height: 40px;
    object-fit: contain;
  }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.surface};
`;

/** The site's logo (from site settings) linking home; a wordmark until it loads. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { data } = useGetSiteSettingsQuery();
  return (
    <Home to="/" $inverted={inverted} aria-label="Forkcast home">
      {data?.logo && !inverted ? (
        <FixedWidthImage path={data.logo} width={150} height={40} />
      ) : (
        <>
          <Mark aria-hidden="true">
            <Icon name="fork" size={20} />
          </Mark>
          <span>Forkcast</span>
        </>
      )}
    </Home>
  );
}
