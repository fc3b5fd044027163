import { Outlet } from 'react-router';
import styled from 'styled-components';
import { mq } from '@/theme/theme';
import { Brand } from './main/Brand';
import { AccountLoadingBar } from './shell/AccountLoadingBar';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(circle at 12% 8%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 42%),
    radial-gradient(circle at 92% 88%, ${({ theme }) => theme.categoryPalette[0]} 0, transparent 38%),
    ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  justify-content: center;
  padding: 1.5rem 1.25rem 0.5rem;
  ${mq.md} {
    padding-top: 2.5rem;
  }
`;

const Column = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.shellColumn};
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  ${mq.sm} {
    padding: 1.5rem 1.25rem 4rem;
  }
`;

/** Account pages: the logo over a centred column of at most 600 px (SPEC.md §2). */
export function SimpleShell() {
  return (
    <Page>
      <AccountLoadingBar />
      <Header>
        <Brand />
      </Header>
      <Column id="main">
        <Outlet />
      </Column>
    </Page>
  );
}
