import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded border border-stone-400 bg-white px-1 py-0.5 aria-[invalid=true]:border-blood focus:outline-2 focus:outline-ink';

/** The hint and inline error of one form control. */
export interface FieldNotes {
  hint?: string | undefined;
  error?: string | undefined;
}

/** The accessibility attributes of a control: invalid while it has an error, described by its hint and error. */
export function fieldAria(id: string, { hint, error }: FieldNotes) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

/** The hint and the error below a control, with the ids `fieldAria` points to. */
export function FieldMessages({ id, hint, error }: FieldNotes & { id: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-steel">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-0.5 text-sm font-medium text-blood" data-field-error>
          {error}
        </p>
      )}
    </>
  );
}

interface FieldProps extends FieldNotes {
  id: string;
  label: string;
  required?: boolean | undefined;
  /** Said when pointing at the required mark; without it the mark is hidden from screen readers (the control says required). */
  requiredTitle?: string | undefined;
  className?: string | undefined;
  /** The control, or a function rendering it with the attributes of `fieldAria`. */
  children: ReactNode | ((aria: { id: string } & ReturnType<typeof fieldAria>) => ReactNode);
}

/** A labelled form control with its hint and error below, the one frame of every form field. */
export function Field({ id, label, hint, error, required, requiredTitle, className, children }: FieldProps) {
  return (
    <div className={className ?? 'mb-2'} data-field={id}>
      <label htmlFor={id} className="mb-0.5 block text-sm font-semibold">
        {label}
        {required && (
          <span className="text-blood" title={requiredTitle} aria-hidden={requiredTitle ? undefined : true}>
            {' '}
            *
          </span>
        )}
      </label>
      {typeof children === 'function' ? children({ id, ...fieldAria(id, { hint, error }) }) : children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
