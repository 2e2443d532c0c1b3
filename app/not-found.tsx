import { Link } from '@/components/ui/link';
import { notFoundCopy } from '@/content/pages/not-found';
import { href } from '@/lib/routes/paths';

// The root layout's not-found boundary, reached only by a notFound() call inside a route, which no
// page makes (every route's params are listed, dynamicParams is false). An unknown address gets
// app/global-not-found.tsx, the whole page. Kept this small because Next writes this tree into
// every page's flight data; without the file, its built-in page would put an inline stylesheet there.
export default function NotFound() {
  return (
    <div className="container">
      <h1>{notFoundCopy.heading}</h1>
      <p>
        <Link href={href('/')}>{notFoundCopy.homeLabel}</Link>
      </p>
    </div>
  );
}
