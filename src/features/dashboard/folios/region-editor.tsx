import '@annotorious/openseadragon/annotorious-openseadragon.css';
import { createOSDAnnotator, type ImageAnnotation, type OpenSeadragonAnnotator } from '@annotorious/openseadragon';
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import type { Folio, Region } from '../../../contract/folios';
import { api } from '../../../lib/api/typed';
import { fill } from '../../../lib/format';
import { createViewer } from '../../reader/osd-viewer';
import { toast } from '../../shared/toast';
import { markChanged } from '../publish/publish-store';
import { useStrings } from '../strings';
import {
  annotationIdOf,
  annotationOfRegion,
  annotationOfShape,
  middleRectangle,
  regionIdOf,
  shapeOfAnnotation,
  type Shape,
} from './region-shapes';
import { RegionForm, type Draft } from './region-form';

const tool =
  'rounded border border-stone-400 px-1 py-0.5 text-sm hover:bg-stone-100 aria-pressed:bg-ink aria-pressed:text-white';

const draftOf = (region: Region): Draft => ({
  regionId: region.id,
  annotationId: annotationIdOf(region.id),
  shape: region.shape,
  techniqueId: region.techniqueId,
  transcription: region.transcription,
  translationEn: region.translationEn,
  translationFr: region.translationFr,
});

const newDraft = (annotationId: string, shape: Shape): Draft => ({
  regionId: null,
  annotationId,
  shape,
  techniqueId: null,
  transcription: '',
  translationEn: '',
  translationFr: '',
});

/** The regions drawn on one folio of a manuscript (null when they cannot be read). */
async function regionsOn(manuscriptId: number, label: string): Promise<Region[] | null> {
  const answer = await api(`GET /manuscripts/${manuscriptId}/regions`);
  return answer.ok ? answer.data.filter((region) => region.folio === label) : null;
}

/**
 * The regions of one tiled folio (issue 32), loaded with the dashboard's Folios screen only
 * when an admin opens a folio: the folio in deep zoom with Annotorious to draw rectangles and
 * polygons, each region linked to a technique with its transcription and translations, and
 * the same in numbers (x, y, w, h) for whoever cannot draw. Saved through the regions API.
 * `data-regions-ready` marks the folio on screen with its regions, the signal tests wait on.
 */
export default function RegionEditor({ manuscriptId, folio }: { manuscriptId: number; folio: Folio }) {
  const text = useStrings().folios.regions;
  const stage = useRef<HTMLDivElement>(null);
  const annotator = useRef<OpenSeadragonAnnotator | null>(null);
  const [regions, setRegions] = useState<Region[] | null>(null);
  const [techniques, setTechniques] = useState<{ id: number; name: string }[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [drawing, setDrawing] = useState<'rectangle' | 'polygon' | null>(null);
  const [open, setOpen] = useState(false);
  const width = folio.width ?? 1;
  const height = folio.height ?? 1;

  const loadRegions = async () => {
    const list = await regionsOn(manuscriptId, folio.label);
    if (list) setRegions(list);
  };

  useEffect(() => {
    void regionsOn(manuscriptId, folio.label).then((list) => list && setRegions(list));
    void api('GET /techniques').then((answer) => {
      if (answer.ok)
        setTechniques(answer.data.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)));
    });
  }, [manuscriptId, folio.label]);

  useEffect(() => {
    let viewer: OpenSeadragon.Viewer | null = null;
    let cancelled = false;
    void createViewer(stage.current!, fill(text.canvas, { label: folio.label }), () => {}).then((made) => {
      if (cancelled) return made.destroy();
      viewer = made;
      const anno = createOSDAnnotator(made, { drawingEnabled: false, drawingMode: 'drag' });
      annotator.current = anno;
      anno.on('createAnnotation', (annotation: ImageAnnotation) => {
        const shape = shapeOfAnnotation(annotation, width, height);
        if (shape) setDraft(newDraft(annotation.id, shape));
      });
      anno.on('updateAnnotation', (annotation: ImageAnnotation) => {
        const shape = shapeOfAnnotation(annotation, width, height);
        if (shape) setDraft((current) => (current?.annotationId === annotation.id ? { ...current, shape } : current));
      });
      anno.on('selectionChanged', (selected: ImageAnnotation[]) => {
        const id = selected[0] ? regionIdOf(selected[0].id) : null;
        if (id !== null)
          setRegions((list) => {
            const region = list?.find((candidate) => candidate.id === id);
            if (region) setDraft(draftOf(region));
            return list;
          });
      });
      made.addOnceHandler('open', () => setOpen(true));
      made.open({ tileSource: `${folio.service}/info.json` });
    });
    return () => {
      cancelled = true;
      annotator.current?.destroy();
      annotator.current = null;
      viewer?.destroy();
    };
  }, [folio.service, folio.label, width, height, text.canvas]);

  // The saved regions on the folio (a new one being edited stays as drawn).
  useEffect(() => {
    const anno = annotator.current;
    if (!anno || !open || !regions) return;
    anno.setAnnotations(regions.map(annotationOfRegion), true);
  }, [regions, open]);

  const draw = (shape: 'rectangle' | 'polygon' | null) => {
    const anno = annotator.current;
    if (!anno) return;
    setDrawing(shape);
    if (shape) anno.setDrawingTool(shape);
    anno.setDrawingEnabled(shape !== null);
  };

  /** A shape typed in numbers: shown on the folio at once. */
  const reshape = (shape: Shape) => {
    setDraft((current) => {
      if (!current) return current;
      const anno = annotator.current;
      const annotation = annotationOfShape(current.annotationId, shape);
      if (anno?.getAnnotationById(current.annotationId)) anno.updateAnnotation(annotation);
      else anno?.addAnnotation(annotation);
      return { ...current, shape };
    });
  };

  const byNumbers = () => {
    const id = `typed-${Date.now()}`;
    const shape = middleRectangle(width, height);
    annotator.current?.addAnnotation(annotationOfShape(id, shape));
    setDraft(newDraft(id, shape));
  };

  const close = async () => {
    // A drawn region never saved leaves the folio.
    if (draft && draft.regionId === null) annotator.current?.removeAnnotation(draft.annotationId);
    annotator.current?.cancelSelected();
    setDraft(null);
    await loadRegions();
  };

  const saved = async () => {
    markChanged();
    void toast.success(text.saved);
    draw(null);
    await close();
  };

  const removed = async () => {
    markChanged();
    void toast.success(text.deleted);
    setDraft(null);
    await loadRegions();
  };

  return (
    <div className="flex flex-col gap-1" data-regions-ready={open && regions ? folio.label : undefined}>
      <h3 className="font-semibold">{fill(text.title, { label: folio.label })}</h3>
      <p className="text-sm text-steel">{text.help}</p>
      <div className="flex flex-wrap gap-1" role="toolbar" aria-label={fill(text.title, { label: folio.label })}>
        <button
          type="button"
          className={tool}
          aria-pressed={drawing === 'rectangle'}
          onClick={() => draw(drawing === 'rectangle' ? null : 'rectangle')}
        >
          {text.rectangle}
        </button>
        <button
          type="button"
          className={tool}
          aria-pressed={drawing === 'polygon'}
          onClick={() => draw(drawing === 'polygon' ? null : 'polygon')}
        >
          {text.polygon}
        </button>
        <button type="button" className={tool} onClick={byNumbers}>
          {text.byNumbers}
        </button>
      </div>
      <div ref={stage} className="h-[420px] w-full rounded bg-stone-800" data-region-stage>
        {!open && <p className="p-2 text-white">{text.loading}</p>}
      </div>
      <h4 className="font-semibold">{text.list}</h4>
      <ul className="flex flex-col gap-0.5" aria-busy={regions === null}>
        {regions?.length === 0 && <li className="text-sm text-steel">{text.none}</li>}
        {regions?.map((region, index) => (
          <li key={region.id} data-region-row={region.id}>
            <button
              type="button"
              className="text-sm underline"
              onClick={() => {
                annotator.current?.setSelected(annotationIdOf(region.id));
                setDraft(draftOf(region));
              }}
            >
              {fill(text.edit, { n: index + 1 })}
            </button>{' '}
            <span className="text-sm text-steel">
              {techniques.find((technique) => technique.id === region.techniqueId)?.name}
            </span>
          </li>
        ))}
      </ul>
      {draft && (
        <RegionForm
          key={draft.annotationId}
          manuscriptId={manuscriptId}
          folio={folio}
          draft={draft}
          techniques={techniques}
          onChange={setDraft}
          onReshape={reshape}
          onSaved={saved}
          onDeleted={removed}
          onCancel={close}
        />
      )}
    </div>
  );
}
