import type OpenSeadragon from 'openseadragon';
import type { Region } from './deep-link';

let library: Promise<typeof OpenSeadragon> | null = null;

/** Starts loading OpenSeadragon (once): the reader asks for it while its folios load. */
export function loadOpenSeadragon(): Promise<typeof OpenSeadragon> {
  library ??= import('openseadragon').then((module) => module.default);
  return library;
}

/**
 * The deep-zoom viewer on a page element (OpenSeadragon, loaded with the island only): no
 * built-in buttons (the reader has its own, labelled in the page's language), keyboard on
 * its canvas (OpenSeadragon's arrows, + and −, 0; ours: Page Up/Down, Home), pinch on phones.
 */
export async function createViewer(
  element: HTMLElement,
  label: string,
  turnBy: (step: number) => void,
): Promise<OpenSeadragon.Viewer> {
  const OpenSeadragon = await loadOpenSeadragon();
  const viewer = OpenSeadragon({
    element,
    showNavigationControl: false,
    showSequenceControl: false,
    visibilityRatio: 0.5,
    minZoomImageRatio: 0.6,
    maxZoomPixelRatio: 2,
    gestureSettingsTouch: { pinchToZoom: true, flickEnabled: true },
    crossOriginPolicy: 'Anonymous',
  });
  // The canvas takes focus for the keyboard: name it for screen readers.
  const canvas = viewer.canvas as HTMLElement;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  // On the focused image, Page Up / Page Down turn the folio and Home shows it whole.
  canvas.addEventListener('keydown', (event) => {
    if (event.key === 'PageDown') turnBy(1);
    else if (event.key === 'PageUp') turnBy(-1);
    else if (event.key === 'Home') viewer.viewport.goHome();
    else return;
    event.preventDefault();
  });
  return viewer;
}

/** Opens a folio's image service, then shows `region` (image pixels) or the whole folio. */
export function openFolio(
  viewer: OpenSeadragon.Viewer,
  infoUrl: string,
  region: Region | null,
  onFirstTile: () => void,
): void {
  const fit = () => {
    if (!region) return;
    const item = viewer.world.getItemAt(0);
    if (!item) return;
    const bounds = item.imageToViewportRectangle(region.x, region.y, region.w, region.h);
    viewer.viewport.fitBounds(bounds, true);
    // The passage framed on the folio, so the eye finds it when the reader zooms out.
    const outline = document.createElement('div');
    // Styled here, not with utility classes: the public pages' stylesheet stays without the reader's frame.
    Object.assign(outline.style, {
      pointerEvents: 'none',
      borderRadius: '2px',
      outline: '4px solid #f59e0b',
      outlineOffset: '2px',
    });
    outline.setAttribute('aria-hidden', 'true');
    outline.dataset.regionOutline = '';
    viewer.addOverlay({ element: outline, location: bounds });
  };
  viewer.addOnceHandler('open', fit);
  viewer.addOnceHandler('tile-loaded', onFirstTile);
  viewer.open({ tileSource: infoUrl });
}
