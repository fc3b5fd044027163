import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Recipes');
  return <h1>Recipes</h1>;
}
