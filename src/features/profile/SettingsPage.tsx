import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('User Profile');
  return <h1>User Profile</h1>;
}
