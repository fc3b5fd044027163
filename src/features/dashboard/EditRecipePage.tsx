import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Edit recipe');
  return <h1>Edit recipe</h1>;
}
