import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Log in');
  return <h1>Log in</h1>;
}
