import type { HTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A titled card of the account page's commerce sections: a white box whose serif heading names
 * it; `className` places it. Only the account's island uses it: shared with the seller packages
 * (profile page) or the post editor's sections (add-post page), it would be a chunk of its own
 * on those pages (+257 B measured on add-post), more than their few copied lines.
 */
export function Panel({ titleId, title, className, children, ...attributes }: Props) {
  return (
    <section
      className={`${className ? `${className} ` : ''}rounded-lg border border-stone-200 bg-white p-2`}
      aria-labelledby={titleId}
      {...attributes}
    >
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
