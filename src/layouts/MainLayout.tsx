import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled.nav`
  display: flex;
  gap: 1rem;
  flex-wrap: wrap;
  padding: 1rem 1.5rem;
`;

/** Top navigation bar, page, footer (SPEC.md §2). */
export function MainLayout() {
  return (
    <>
      <Header>
        <Nav aria-label="Main">
          <NavLink to="/">Home</NavLink>
          <NavLink to="/recipe-library">Recipe library</NavLink>
          <NavLink to="/dashboard/overview">Dashboard</NavLink>
          <NavLink to="/dashboard/share-recipes">Share recipe</NavLink>
          <NavLink to="/meal-planner">Meal planner</NavLink>
          <NavLink to="/blog">Blog</NavLink>
        </Nav>
      </Header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
