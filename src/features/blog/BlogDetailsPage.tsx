import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Blog');
  return <h1>Blog</h1>;
}
