import { Link } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has no link. */
  to?: string;
}

const List = styled.ol`
  ${row({ wrap: 'wrap', gap: '0.35rem' })}
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </List>
    </nav>
  );
}
