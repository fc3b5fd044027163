import { useSignOut } from '@/features/auth';
import { ProfileMenu } from '@/layouts/main/ProfileMenu';
import { useSession } from '@/store/useSession';

/** The avatar's profile card, signing out through the auth feature. */
export default function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  return <ProfileMenu user={user} onSignOut={signOut} />;
}
