import { useSignOut } from '@/features/auth';
import { SearchBox, SearchOverlay } from '@/features/search';
import { DashboardLayout } from '@/layouts/DashboardLayout';
import { MainLayout } from '@/layouts/MainLayout';
import { ProfileMenu } from '@/layouts/main/ProfileMenu';
import { useSession } from '@/store/useSession';

/** The avatar's profile card, signing out through the auth feature. */
function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  return <ProfileMenu user={user} onSignOut={() => void signOut()} />;
}

/** Layouts never import a feature: here the features' pieces go into their slots. */
export function SiteLayout() {
  return <MainLayout searchBox={<SearchBox />} searchButton={<SearchOverlay />} accountMenu={<AccountMenu />} />;
}

export function DashboardShell() {
  return <DashboardLayout accountMenu={<AccountMenu />} />;
}
