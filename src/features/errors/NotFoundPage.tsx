import { Link } from 'react-router';
import styled from 'styled-components';
import { pill } from '@/theme/layout';
import { EMPTY } from '@contract/messages';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 6rem 1.5rem;
  text-align: center;
`;

const Code = styled.p`
  font-size: 5rem;
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const HomeLink = styled(Link)`
  ${pill};
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>{EMPTY.notFoundPage}</h1>
      <HomeLink to="/">Go back to home</HomeLink>
    </Wrap>
  );
}
