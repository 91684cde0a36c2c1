import { useId, type ReactNode } from 'react';
import { useStrings } from '../strings';

export interface Option {
  value: number;
  label: string;
}

const inputClass = 'w-full rounded border border-stone-400 bg-white px-1 py-0.5 aria-[invalid=true]:border-blood';

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

function Shell({ id, label, error, hint, required, children }: FieldShell & { id: string; children: ReactNode }) {
  const strings = useStrings();
  return (
    <div className="mb-1">
      <label htmlFor={id} className="mb-0.5 block text-sm font-semibold">
        {label}
        {required && (
          <span className="text-blood" title={strings.form.required}>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-steel">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-0.5 text-sm font-medium text-blood">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface TextProps extends FieldShell {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'number';
  multiline?: boolean;
  maxLength?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  pattern?: string | undefined;
  inputMode?: 'decimal' | 'numeric' | undefined;
}

export function TextInput({
  name,
  value,
  onChange,
  type = 'text',
  multiline,
  maxLength,
  min,
  max,
  pattern,
  inputMode,
  ...shell
}: TextProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    required: shell.required,
    maxLength,
    'aria-invalid': shell.error ? true : undefined,
    'aria-describedby': describedBy(id, shell.hint, shell.error),
    className: inputClass,
  };
  return (
    <Shell id={id} {...shell}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          min={min}
          max={max}
          pattern={pattern}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Shell>
  );
}

interface SelectProps extends FieldShell {
  name: string;
  value: number | null;
  options: Option[];
  onChange: (value: number | null) => void;
}

export function SelectInput({ name, value, options, onChange, ...shell }: SelectProps) {
  const strings = useStrings();
  const id = useId();
  return (
    <Shell id={id} {...shell}>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={describedBy(id, shell.hint, shell.error)}
        className={inputClass}
      >
        <option value="">{strings.form.none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}
