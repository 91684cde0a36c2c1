import '@annotorious/annotorious/annotorious.css';
import { createImageAnnotator, type ImageAnnotation, type ImageAnnotator } from '@annotorious/annotorious';
import { useEffect, useRef, useState } from 'react';
import type { Folio, Region } from '../../../contract/folios';
import { api } from '../../../lib/api/typed';
import { fill } from '../../../lib/format';
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

/**
 * The largest whole-folio image of a tile set (its `info.json` lists them; 1200 px on the long
 * edge): the image regions are drawn on. Deep zoom is the reader's; precise edges are typed.
 */
async function wholeFolioImage(service: string): Promise<string | null> {
  const answer = await fetch(`${service}/info.json`).catch(() => null);
  if (!answer?.ok) return null;
  const info = (await answer.json()) as { sizes?: { width: number; height: number }[] };
  const size = info.sizes?.at(-1);
  return size ? `${service}/full/${size.width},${size.height}/0/default.jpg` : null;
}

/** The regions drawn on one folio of a manuscript (null when they cannot be read). */
async function regionsOn(manuscriptId: number, label: string): Promise<Region[] | null> {
  const answer = await api(`GET /manuscripts/${manuscriptId}/regions`);
  return answer.ok ? answer.data.filter((region) => region.folio === label) : null;
}

/**
 * The regions of one tiled folio (issue 32), loaded with the dashboard's Folios screen only
 * when an admin opens a folio: the whole folio (its 1200 px image) with Annotorious to draw
 * rectangles and polygons (its SVG annotator: the OpenSeadragon one draws with PixiJS, which
 * needs `unsafe-eval`, refused by the CSP), each region linked to a technique with its transcription and translations, and
 * the same in numbers (x, y, w, h) for whoever cannot draw. Saved through the regions API.
 * `data-regions-ready` marks the folio on screen with its regions, the signal tests wait on.
 */
export default function RegionEditor({ manuscriptId, folio }: { manuscriptId: number; folio: Folio }) {
  const text = useStrings().folios.regions;
  const stage = useRef<HTMLDivElement>(null);
  const annotator = useRef<ImageAnnotator | null>(null);
  /** Folio pixels per pixel of the image drawn on. */
  const scaleRef = useRef(1);
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
    const container = stage.current!;
    let anno: ImageAnnotator | null = null;
    let cancelled = false;
    void wholeFolioImage(folio.service!).then((src) => {
      if (cancelled || !src) return;
      const image = document.createElement('img');
      image.alt = fill(text.canvas, { label: folio.label });
      image.className = 'mx-auto block max-h-[70vh] w-auto max-w-full';
      image.addEventListener('load', () => {
        if (cancelled) return;
        const scale = width / image.naturalWidth;
        scaleRef.current = scale;
        anno = createImageAnnotator(image, { drawingEnabled: false, drawingMode: 'drag' });
        annotator.current = anno;
        anno.on('createAnnotation', (annotation: ImageAnnotation) => {
          const shape = shapeOfAnnotation(annotation, width, height, scale);
          if (shape) setDraft(newDraft(annotation.id, shape));
        });
        anno.on('updateAnnotation', (annotation: ImageAnnotation) => {
          const shape = shapeOfAnnotation(annotation, width, height, scale);
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
        setOpen(true);
      });
      image.src = src;
      container.replaceChildren(image);
    });
    return () => {
      cancelled = true;
      anno?.destroy();
      annotator.current = null;
      container.replaceChildren();
    };
  }, [folio.service, folio.label, width, height, text.canvas]);

  // The saved regions on the folio (a new one being edited stays as drawn).
  useEffect(() => {
    const anno = annotator.current;
    if (!anno || !open || !regions) return;
    anno.setAnnotations(
      regions.map((region) => annotationOfRegion(region, scaleRef.current)),
      true,
    );
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
      const annotation = annotationOfShape(current.annotationId, shape, scaleRef.current);
      if (anno?.getAnnotationById(current.annotationId)) anno.updateAnnotation(annotation);
      else anno?.addAnnotation(annotation);
      return { ...current, shape };
    });
  };

  const byNumbers = () => {
    const id = `typed-${Date.now()}`;
    const shape = middleRectangle(width, height);
    annotator.current?.addAnnotation(annotationOfShape(id, shape, scaleRef.current));
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
      {!open && <p className="text-sm">{text.loading}</p>}
      <div ref={stage} className="w-full rounded bg-stone-800 p-1" data-region-stage />
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
