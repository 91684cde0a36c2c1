import { useStore } from '@nanostores/react';
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../lib/format';
import { writeLink } from './deep-link';
import { createViewer, loadOpenSeadragon, openFolio } from './osd-viewer';
import { $reader, openReader, showFolio } from './reader-store';

export type ReaderTexts = Record<
  | 'title'
  | 'previous'
  | 'next'
  | 'zoomIn'
  | 'zoomOut'
  | 'home'
  | 'fullScreen'
  | 'exitFullScreen'
  | 'folios'
  | 'loading'
  | 'failed'
  | 'none'
  | 'folio'
  | 'position'
  | 'canvas',
  string
>;

interface Props {
  manuscriptId: number;
  texts: ReaderTexts;
}

const button =
  'inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md border border-stone-300 bg-white px-1 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-40';

/**
 * The manuscript reader (issue 32): the folios in deep zoom, a strip of thumbnails, buttons and
 * keys to move (PageUp/PageDown: folio; on the image: arrows, + and −, 0 or Home), full screen,
 * and the address kept at the open folio (`?folio=25r`, and `&region=x,y,w,h` when given).
 * It hydrates when scrolled into view, so it carries no `data-hydrated` mark (pages are ready
 * without it); `data-folio` names the folio whose first tile is on screen, the signal tests
 * wait on.
 */
export default function ManuscriptReader({ manuscriptId, texts }: Props) {
  const { folios, index, region, failed } = useStore($reader);
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const mountedAt = useRef(0);
  const [firstTileMs, setFirstTileMs] = useState<number | null>(null);

  useEffect(() => {
    mountedAt.current = performance.now();
    void loadOpenSeadragon();
    void openReader(manuscriptId, window.location.search);
    const onFullScreen = () => setFull(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullScreen);
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [manuscriptId]);

  const folio = folios?.[index];
  const turnBy = (step: number) => showFolio($reader.get().index + step);
  useEffect(() => {
    if (!folio?.service || !stage.current) return;
    let cancelled = false;
    void (async () => {
      viewer.current ??= await createViewer(stage.current!, fill(texts.canvas, { label: folio.label }), turnBy);
      if (cancelled) return;
      (viewer.current.canvas as HTMLElement).setAttribute('aria-label', fill(texts.canvas, { label: folio.label }));
      setShown(null);
      openFolio(viewer.current, `${folio.service}/info.json`, region, () => {
        setShown(folio.label);
        setFirstTileMs((ms) => ms ?? Math.round(performance.now() - mountedAt.current));
      });
      window.history.replaceState(window.history.state, '', writeLink(window.location.href, folio.label, region));
    })();
    return () => {
      cancelled = true;
    };
  }, [folio, region, texts.canvas]);

  const zoom = (factor: number) => viewer.current?.viewport.zoomBy(factor).applyConstraints();
  const home = () => viewer.current?.viewport.goHome();
  const toggleFullScreen = () =>
    document.fullscreenElement ? void document.exitFullscreen() : void root.current?.requestFullscreen();

  if (folios && !folios.length) {
    return (
      <section className="mt-4" aria-labelledby="reader-title" data-reader>
        <h2 id="reader-title" className="mb-1 font-serif text-2xl font-bold">
          {texts.title}
        </h2>
        <p className="text-stone-600">{failed ? texts.failed : texts.none}</p>
      </section>
    );
  }

  return (
    <section
      ref={root}
      className={`mt-4 flex flex-col gap-1 ${full ? 'h-screen bg-stone-100 p-2' : ''}`}
      aria-labelledby="reader-title"
      data-reader
      data-folio={shown ?? undefined}
      data-first-tile-ms={firstTileMs ?? undefined}
    >
      <h2 id="reader-title" className="font-serif text-2xl font-bold">
        {texts.title}
      </h2>
      <div role="toolbar" aria-label={texts.title} className="flex flex-wrap items-center gap-1">
        <button type="button" className={button} onClick={() => showFolio(index - 1)} disabled={!folios || index === 0}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only sm:not-sr-only sm:ml-0.5">{texts.previous}</span>
        </button>
        <p className="min-w-[9rem] px-0.5 text-center text-sm" aria-live="polite">
          {folio
            ? fill(texts.position, {
                folio: fill(texts.folio, { label: folio.label }),
                n: index + 1,
                total: folios!.length,
              })
            : texts.loading}
        </p>
        <button
          type="button"
          className={button}
          onClick={() => showFolio(index + 1)}
          disabled={!folios || index >= folios.length - 1}
        >
          <span className="sr-only sm:not-sr-only sm:mr-0.5">{texts.next}</span>
          <span aria-hidden="true">›</span>
        </button>
        <span className="mx-0.5 h-[24px] w-px bg-stone-300" aria-hidden="true" />
        <button type="button" className={button} onClick={() => zoom(1 / 1.5)} aria-label={texts.zoomOut}>
          −
        </button>
        <button type="button" className={button} onClick={() => zoom(1.5)} aria-label={texts.zoomIn}>
          +
        </button>
        <button type="button" className={button} onClick={home}>
          {texts.home}
        </button>
        <button type="button" className={button} onClick={toggleFullScreen} aria-pressed={full}>
          {full ? texts.exitFullScreen : texts.fullScreen}
        </button>
      </div>
      <div
        ref={stage}
        className={`w-full rounded-lg border border-stone-300 bg-stone-800 ${full ? 'min-h-0 flex-1' : 'h-[70vh] max-h-[52rem] min-h-[20rem]'}`}
      />
      {folios && folios.length > 1 && (
        <nav aria-label={texts.folios}>
          <ol className="flex gap-1 overflow-x-auto pb-1">
            {folios.map((item, i) => (
              <li key={item.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => showFolio(i)}
                  aria-current={i === index ? 'page' : undefined}
                  className={`flex flex-col items-center rounded-md border-2 p-0.5 text-xs focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold ${i === index ? 'border-gold' : 'border-transparent hover:border-stone-300'}`}
                >
                  <img
                    src={item.thumbnail ?? ''}
                    alt=""
                    width="60"
                    height="80"
                    loading="lazy"
                    className="h-[88px] w-auto"
                  />
                  <span>{fill(texts.folio, { label: item.label })}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </section>
  );
}
