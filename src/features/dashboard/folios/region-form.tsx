import { useId, useState } from 'react';
import type { Folio } from '../../../contract/folios';
import { apiSignedIn } from '../../../lib/api/signed-in';
import { fill } from '../../../lib/format';
import { Field, inputClass } from '../../shared/forms/field';
import { toast } from '../../shared/toast';
import { useStrings } from '../strings';
import type { Shape } from './region-shapes';

/** A region being edited: a saved one (`regionId`) or one just drawn or typed. */
export interface Draft {
  regionId: number | null;
  annotationId: string;
  shape: Shape;
  techniqueId: number | null;
  transcription: string;
  translationEn: string;
  translationFr: string;
}

interface Props {
  manuscriptId: number;
  folio: Folio;
  draft: Draft;
  techniques: { id: number; name: string }[];
  onChange: (draft: Draft) => void;
  /** A rectangle typed in numbers (shown on the folio at once). */
  onReshape: (shape: Shape) => void;
  onSaved: () => Promise<void>;
  onDeleted: () => Promise<void>;
  onCancel: () => Promise<void>;
}

const RECT_FIELDS = ['x', 'y', 'w', 'h'] as const;
const TEXT_FIELDS = ['transcription', 'translationEn', 'translationFr'] as const;

/** The fields of one region: its technique, its texts, and its rectangle in pixels (the drawing's keyboard alternative). */
export function RegionForm({
  manuscriptId,
  folio,
  draft,
  techniques,
  onChange,
  onReshape,
  onSaved,
  onDeleted,
  onCancel,
}: Props) {
  const text = useStrings().folios.regions;
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (draft.techniqueId === null) return setErrors({ techniqueId: [text.noTechnique] });
    setBusy(true);
    const body = {
      shape: draft.shape,
      techniqueId: draft.techniqueId,
      transcription: draft.transcription,
      translationEn: draft.translationEn,
      translationFr: draft.translationFr,
    };
    const result =
      draft.regionId === null
        ? await apiSignedIn(`POST /manuscripts/${manuscriptId}/folios/${folio.label}/regions`, { json: body })
        : await apiSignedIn(`PATCH /regions/${draft.regionId}`, { json: body });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      if (!Object.keys(result.errors).length) void toast.error(result.message ?? '');
      return;
    }
    await onSaved();
  };

  const remove = async () => {
    if (draft.regionId === null) return;
    setBusy(true);
    const result = await apiSignedIn(`DELETE /regions/${draft.regionId}`);
    setBusy(false);
    if (!result.ok) return void toast.error(result.message ?? '');
    await onDeleted();
  };

  const shapeError = Object.entries(errors)
    .filter(([field]) => field.startsWith('shape'))
    .flatMap(([, messages]) => messages)[0];
  const shape = draft.shape;
  return (
    <form
      className="flex flex-col gap-1 rounded border border-stone-300 p-1"
      aria-label={draft.regionId === null ? text.newRegion : fill(text.region, { n: draft.regionId })}
      data-region-form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {shape.type === 'rect' ? (
        <fieldset className="flex flex-wrap gap-1">
          {RECT_FIELDS.map((field) => (
            <Field
              key={field}
              id={`${id}-${field}`}
              label={text[field]}
              className="mb-0 w-[8rem]"
              error={field === 'x' ? shapeError : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  type="number"
                  min={field === 'w' || field === 'h' ? 1 : 0}
                  max={field === 'x' || field === 'w' ? (folio.width ?? undefined) : (folio.height ?? undefined)}
                  value={shape[field]}
                  onChange={(event) =>
                    onReshape({ ...shape, [field]: Math.round(Number(event.currentTarget.value) || 0) })
                  }
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm">{fill(text.polygonShape, { count: shape.points.length })}</p>
      )}
      <Field id={`${id}-technique`} label={text.technique} error={errors.techniqueId?.[0]} className="mb-0">
        {(aria) => (
          <select
            {...aria}
            value={draft.techniqueId ?? ''}
            onChange={(event) => {
              onChange({ ...draft, techniqueId: event.currentTarget.value ? Number(event.currentTarget.value) : null });
              setErrors({});
            }}
            className={inputClass}
          >
            <option value="">{text.chooseTechnique}</option>
            {techniques.map((technique) => (
              <option key={technique.id} value={technique.id}>
                {technique.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {TEXT_FIELDS.map((field) => (
        <Field key={field} id={`${id}-${field}`} label={text[field]} error={errors[field]?.[0]} className="mb-0">
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              lang={field === 'translationFr' ? 'fr' : field === 'translationEn' ? 'en' : undefined}
              value={draft[field]}
              onChange={(event) => onChange({ ...draft, [field]: event.currentTarget.value })}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap gap-1">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-ink px-2 py-0.5 font-semibold text-white hover:bg-steel disabled:opacity-60"
        >
          {text.save}
        </button>
        {draft.regionId !== null && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void remove()}
            className="rounded border border-red-700 px-2 py-0.5 text-red-700"
          >
            {text.delete}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void onCancel()}
          className="rounded border border-stone-400 px-2 py-0.5"
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
