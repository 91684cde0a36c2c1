import { POST_LIMITS } from '../../../contract/limits';
import { MultiCombobox } from '../../shared/multi-combobox';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { Field, inputClass } from '../../shared/forms/field';
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
      <MultiCombobox
        label={labels.techniques ?? 'Techniques'}
        options={options.techniques.map((technique) => ({ value: technique.id, label: technique.name }))}
        value={values.techniqueIds}
        onChange={(techniqueIds) => onChange({ techniqueIds })}
        hint={labels.techniquesHint ?? ''}
        removeLabel={(name) => fill(labels.removeTechnique ?? '{{name}}', { name })}
        noMatch={labels.noTechniqueMatch ?? ''}
        emptyText={(options.loaded ? labels.noTechniques : labels.loading) ?? ''}
        error={errors.techniqueIds}
        disabled={disabled}
      />
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
