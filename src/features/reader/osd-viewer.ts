import type OpenSeadragon from 'openseadragon';
import type { Region } from './deep-link';

/**
 * The deep-zoom viewer on a page element (OpenSeadragon, loaded with the island only): no
 * built-in buttons (the reader has its own, labelled in the page's language), keyboard on
 * its canvas (arrows pan, + and − zoom, 0 home), pinch on phones.
 */
export async function createViewer(element: HTMLElement, label: string): Promise<OpenSeadragon.Viewer> {
  const { default: OpenSeadragon } = await import('openseadragon');
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
    if (item) viewer.viewport.fitBounds(item.imageToViewportRectangle(region.x, region.y, region.w, region.h), true);
  };
  viewer.addOnceHandler('open', fit);
  viewer.addOnceHandler('tile-loaded', onFirstTile);
  viewer.open({ tileSource: infoUrl });
}
