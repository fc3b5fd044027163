import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Recipe Blogs & Tips');
  return <h1>Recipe Blogs & Tips</h1>;
}
