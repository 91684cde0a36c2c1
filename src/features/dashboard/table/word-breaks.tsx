import { Fragment, type ReactNode } from 'react';

/**
 * An address or a handle ("ringeck_study_group@hdx.test") with line-break opportunities after
 * "_" and "." and before "@", so a narrow column wraps it there rather than mid-word; a part
 * still too long for the column (a long random handle) may break anywhere as a last resort,
 * so no table is pushed wider than its box by what its members typed.
 */
export function withWordBreaks(text: string): ReactNode {
  const parts = text.split(/(?<=[_.])|(?=@)/);
  return (
    <span className="wrap-anywhere">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
