import { useId } from 'react';
import { useStrings } from '../strings';
import { Field, fieldAria, inputClass } from '../../shared/forms/field';

export interface Option {
  value: number;
  label: string;
}

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

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
  /** The language typed in, when it may differ from the dashboard's (a French library text). */
  lang?: string | undefined;
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
  lang,
  ...shell
}: TextProps) {
  const strings = useStrings();
  const id = useId();
  const common = {
    id,
    name,
    value,
    required: shell.required,
    maxLength,
    lang,
    ...fieldAria(id, shell),
    className: inputClass,
  };
  return (
    <Field id={id} {...shell} requiredTitle={strings.form.required}>
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
    </Field>
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
    <Field id={id} {...shell} requiredTitle={strings.form.required}>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        {...fieldAria(id, shell)}
        className={inputClass}
      >
        <option value="">{strings.form.none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
