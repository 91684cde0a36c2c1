import { links } from '../../lib/links';
import { pathIn } from './site-paths';
import { fill } from '../../lib/format';

interface Props {
  post: { id: number; title: string };
  locale: string;
  /** "Watch {title}" in the page's language. */
  text: string;
  className?: string;
}

/** A link to watch a bought video, from a paid order's line. */
export function WatchLink({ post, locale, text, className }: Props) {
  return (
    <a
      className={`${className ? `${className} ` : ''}font-semibold text-blood hover:underline`}
      href={pathIn(links.post(post.id), locale)}
    >
      {fill(text, { title: post.title })}
    </a>
  );
}
