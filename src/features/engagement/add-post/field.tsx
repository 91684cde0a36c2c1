import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded border border-stone-400 bg-white px-1 py-0.5 aria-[invalid=true]:border-blood focus:outline-2 focus:outline-ink';

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Renders the control with its accessibility attributes. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled form control with its hint and error, tied by id and aria-describedby. */
export function Field({ id, label, hint, error, required = false, children }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-0.5" data-field={id}>
      <label htmlFor={id} className="font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-steel">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-blood">
          {error}
        </p>
      )}
    </div>
  );
}
