import { useState } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { PageSpinner } from '@/components/Spinner';
import { useSession } from '@/store/useSession';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { mq } from '@/theme/theme';
import { ChangePasswordDialog } from './components/ChangePasswordDialog';
import { ProfileForm } from './components/ProfileForm';

const Section = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.profileMax};
  padding: 1.25rem 0 3rem;
`;

const Heading = styled.header`
  margin-bottom: 1.25rem;
  h1 {
    font-size: 1.85rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${mq.md} {
    h1 {
      font-size: 2.15rem;
    }
  }
`;

const Card = styled.div`
  padding: 1.5rem 1.25rem;
  ${cardSurface}
  ${mq.sm} {
    padding: 2rem;
  }
`;

/** /dashboard/settings: 'User Profile' (SPEC.md §2), at most 717 px wide. */
export default function SettingsPage() {
  useDocumentTitle('User Profile');
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <Section aria-labelledby="profile-title">
      <Heading>
        <h1 id="profile-title">User Profile</h1>
        <p>Your name and photo appear on the recipes and reviews you share.</p>
      </Heading>
      <Card>
        {user ? (
          <ProfileForm user={user} onChangePassword={() => setChangingPassword(true)} />
        ) : (
          <PageSpinner label="Loading your profile" />
        )}
      </Card>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Section>
  );
}
