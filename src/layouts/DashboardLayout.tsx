import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
`;

/** Dashboard: top bar, side menu, page (SPEC.md §2). */
export function DashboardLayout() {
  return (
    <Shell>
      <nav aria-label="Dashboard">
        <NavLink to="/dashboard/overview">Overview</NavLink>
        <NavLink to="/dashboard/meal-planner">Meal planner</NavLink>
        <NavLink to="/dashboard/share-recipes">Share recipes</NavLink>
        <NavLink to="/dashboard/my-recipes">My recipes</NavLink>
        <NavLink to="/dashboard/saved-recipes">Favorite recipes</NavLink>
        <NavLink to="/dashboard/settings">Settings</NavLink>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </Shell>
  );
}
