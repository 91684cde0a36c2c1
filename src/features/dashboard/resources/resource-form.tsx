import { useState, type SubmitEvent } from 'react';
import { toast } from '../../shared/toast';
import { fieldErrorsOf, failureMessage } from '../../../lib/api/messages';
import { Dialog, DialogCancel } from '../forms/dialog';
import { CheckboxGroup } from '../../shared/checkbox-group';
import { SelectInput, TextInput } from '../forms/fields';
import { ImageField } from '../forms/image-field';
import { ProgressBar } from '../forms/progress-bar';
import { markChanged } from '../publish/publish-store';
import { useStrings } from '../strings';
import { fill } from '../../../lib/format';
import { actionName } from './actions';
import type { FieldDef, ResourceDef } from './definitions';
import { initialValues, type FormValue, type FormValues, type Item } from './form-values';
import type { Lookups } from './lookups';
import { saveItem } from './save-item';

interface Props {
  def: ResourceDef;
  /** null: a new item. */
  item: Item | null;
  lookups: Lookups;
  onClose: () => void;
  onSaved: () => void;
}

/** Euros with at most two decimals, as the API accepts. */
const PRICE_PATTERN = String.raw`\d{1,5}(\.\d{1,2})?`;

/** Create or edit form of a library item, in a dialog, with image preview and upload progress. */
export function ResourceForm({ def, item, lookups, onClose, onSaved }: Props) {
  const strings = useStrings();
  const labels = strings.resources[def.key];
  const [values, setValues] = useState<FormValues>(() => initialValues(def, item));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: string) => (value: FormValue) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProgress(file ? 0 : null);
    const outcome = await saveItem(def, item, values, file, setProgress);
    setBusy(false);
    setProgress(null);
    if (!outcome.ok) {
      setErrors(fieldErrorsOf(outcome.failure));
      void toast.error(
        failureMessage(actionName(strings, def, outcome.verb), outcome.failure, 'content', strings.toast.networkError),
      );
      return;
    }
    markChanged();
    void toast.success(fill(item ? strings.toast.updated : strings.toast.created, { label: labels.one }));
    if (outcome.imageFailure) {
      void toast.error(
        failureMessage(actionName(strings, def, 'image'), outcome.imageFailure, 'content', strings.toast.networkError),
      );
      // An edited item stays open with the reason under the image field, to pick another image.
      if (item && outcome.imageFailure.errors.file) {
        setErrors(fieldErrorsOf(outcome.imageFailure));
        return;
      }
    }
    onSaved();
  };

  const own = item?.id;
  const field = (f: FieldDef) => {
    const common = { name: f.name, label: strings.fields[f.label], error: errors[f.name], required: f.required };
    const value = values[f.name] ?? null;
    // A master cannot be influenced by itself.
    const options = (lookups[f.lookup!] ?? []).filter(
      (option) => !(f.lookup === def.lookupKey && option.value === own),
    );
    if (f.kind === 'select')
      return (
        <SelectInput
          key={f.name}
          {...common}
          value={typeof value === 'number' ? value : null}
          options={options}
          onChange={set(f.name)}
        />
      );
    if (f.kind === 'multiselect')
      return (
        <CheckboxGroup
          key={f.name}
          legend={common.label}
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={set(f.name)}
          searchLabel={f.search ? strings.optionSearch[f.search] : common.label}
          noMatch={strings.form.noOptionMatch}
          emptyText={strings.form.noOptions}
          error={common.error}
        />
      );
    const text = typeof value === 'string' ? value : '';
    if (f.kind === 'year')
      return (
        <TextInput key={f.name} {...common} type="number" min={1} max={2100} value={text} onChange={set(f.name)} />
      );
    if (f.kind === 'price')
      return (
        <TextInput
          key={f.name}
          {...common}
          inputMode="decimal"
          pattern={PRICE_PATTERN}
          value={text}
          onChange={set(f.name)}
        />
      );
    return (
      <TextInput
        key={f.name}
        {...common}
        lang={f.lang}
        type={f.kind === 'url' ? 'url' : 'text'}
        multiline={f.kind === 'textarea'}
        maxLength={f.maxLength}
        value={text}
        onChange={set(f.name)}
      />
    );
  };

  const title = `${item ? strings.form.edit : strings.form.create}: ${labels.one}`;
  const inLanguage = (lang: 'en' | 'fr') => def.fields.filter((f) => f.lang === lang);
  const others = def.fields.filter((f) => !f.lang);
  return (
    <Dialog title={title} onClose={onClose} wide>
      <form onSubmit={(event) => void submit(event)}>
        {inLanguage('en').length > 0 && (
          <div className="grid gap-x-2 md:grid-cols-2" data-bilingual>
            <fieldset data-language="en">
              <legend className="mb-0.5 font-bold">{strings.form.english}</legend>
              {inLanguage('en').map(field)}
            </fieldset>
            <fieldset data-language="fr">
              <legend className="mb-0.5 font-bold">{strings.form.french}</legend>
              <p className="mb-1 text-sm text-steel">{strings.form.frenchHint}</p>
              {inLanguage('fr').map(field)}
            </fieldset>
          </div>
        )}
        <div className="grid gap-x-2 md:grid-cols-2">
          <div>{others.filter((f) => f.kind !== 'textarea' && f.kind !== 'multiselect').map(field)}</div>
          <div>
            {others.filter((f) => f.kind === 'textarea').map(field)}
            {def.imagePath && (
              <ImageField currentUrl={item?.fileUrl ?? null} file={file} onChange={setFile} error={errors.file} />
            )}
          </div>
        </div>
        {others.filter((f) => f.kind === 'multiselect').map(field)}
        {progress !== null && (
          <div className="mb-1">
            <p className="mb-0.5 text-sm">{fill(strings.form.uploading, { progress })}</p>
            <ProgressBar label={strings.form.image} value={progress} />
          </div>
        )}
        <div className="flex justify-end gap-1 border-t border-stone-200 pt-1">
          <DialogCancel onClose={onClose}>{strings.form.cancel}</DialogCancel>
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel disabled:opacity-60"
          >
            {busy ? strings.form.saving : strings.form.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
