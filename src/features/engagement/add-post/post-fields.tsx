import { POST_LIMITS } from '../../../contract/limits';
import type { Labels } from '../like/text';
import { Field, inputClass } from './field';
import type { LibraryOptions, Option } from './use-library-options';
import type { PostValues } from './validation';

interface Props {
  values: PostValues;
  errors: Record<string, string>;
  options: LibraryOptions;
  labels: Labels;
  disabled: boolean;
  onChange: (changes: Partial<PostValues>) => void;
}

type LinkName = 'postTypeId' | 'weaponId' | 'masterId' | 'manuscriptId';

/** Title, description, content type, weapon, master, manuscript, techniques and price. */
export function PostFields({ values, errors, options, labels, disabled, onChange }: Props) {
  const select = (name: LinkName, label: string | undefined, items: Option[]) => (
    <Field id={name} label={label ?? name} error={errors[name]}>
      {(aria) => (
        <select
          {...aria}
          className={inputClass}
          value={values[name]}
          disabled={disabled}
          onChange={(event) => onChange({ [name]: event.target.value })}
        >
          <option value="">{labels.none}</option>
          {items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  function toggleTechnique(id: number, on: boolean) {
    const ids = values.techniqueIds.filter((value) => value !== id);
    onChange({ techniqueIds: on ? [...ids, id] : ids });
  }

  return (
    <>
      <Field id="title" label={labels.fieldTitle ?? 'Title'} error={errors.title} required>
        {(aria) => (
          <input
            {...aria}
            className={inputClass}
            type="text"
            name="title"
            maxLength={POST_LIMITS.title}
            required
            disabled={disabled}
            value={values.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </Field>
      <Field id="description" label={labels.description ?? 'Description'} error={errors.description}>
        {(aria) => (
          <textarea
            {...aria}
            className={`${inputClass} min-h-[140px]`}
            name="description"
            disabled={disabled}
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        {select('postTypeId', labels.postType, options.postTypes)}
        {select('weaponId', labels.weapon, options.weapons)}
        {select('masterId', labels.masterHistory, options.masterHistories)}
        {select('manuscriptId', labels.manuscript, options.manuscripts)}
      </div>
      <fieldset
        className="rounded border border-stone-300 p-1"
        aria-describedby={errors.techniqueIds ? 'techniques-error' : undefined}
      >
        <legend className="px-0.5 font-semibold">{labels.techniques}</legend>
        {options.techniques.length === 0 ? (
          <p className="text-sm text-steel">{options.loaded ? labels.noTechniques : labels.loading}</p>
        ) : (
          <ul className="grid max-h-[220px] gap-x-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
            {options.techniques.map((technique) => (
              <li key={technique.id}>
                <label className="flex min-h-[32px] items-center gap-1">
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={values.techniqueIds.includes(technique.id)}
                    onChange={(event) => toggleTechnique(technique.id, event.target.checked)}
                  />
                  {technique.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.techniqueIds && (
          <p id="techniques-error" className="text-sm font-semibold text-blood">
            {errors.techniqueIds}
          </p>
        )}
      </fieldset>
      <Field id="price" label={labels.price ?? 'Price in €'} hint={labels.priceHint} error={errors.price}>
        {(aria) => (
          <input
            {...aria}
            className={`${inputClass} max-w-[160px]`}
            type="text"
            inputMode="decimal"
            name="price"
            disabled={disabled}
            value={values.price}
            onChange={(event) => onChange({ price: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
