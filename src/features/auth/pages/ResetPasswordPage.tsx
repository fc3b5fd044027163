import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Create new password');
  return <h1>Create new password</h1>;
}
