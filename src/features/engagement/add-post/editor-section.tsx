import type { ReactNode } from 'react';
import { Panel } from '../../shared/panel';

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
    <Panel titleId={id} title={title} className="flex flex-col gap-1" {...{ [`data-${marker}`]: '' }}>
      <p className="text-sm text-steel">{hint}</p>
      {children}
    </Panel>
  );
}
