import { useParams } from 'react-router';

/** Cook mode (issue 39): being built. */
export default function CookPage() {
  const { id } = useParams();
  return <main>Cook mode for recipe {id}</main>;
}
