import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('All Recipe Library');
  return <h1>All Recipe Library</h1>;
}
