import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  hint: string;
  /** Marks the section for the tests (`data-chapter-editor`, `data-captions-manager`). */
  marker: string;
  children: ReactNode;
}

/** A panel of the post edit page that saves on its own (chapters, captions): heading, hint, its controls. */
export function EditorSection({ id, title, hint, marker, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-2"
      {...{ [`data-${marker}`]: '' }}
    >
      <h2 id={id} className="font-serif text-xl font-bold">
        {title}
      </h2>
      <p className="text-sm text-steel">{hint}</p>
      {children}
    </section>
  );
}
