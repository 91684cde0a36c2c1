import type { ImageAnnotation } from '@annotorious/annotorious';
import type { Region } from '../../../contract/folios';

/** A region's shape as the API takes it (contract RegionShape), in the folio's pixels. */
export type Shape =
  { type: 'rect'; x: number; y: number; w: number; h: number } | { type: 'polygon'; points: [number, number][] };

/** The annotation id of a saved region; a region being drawn has Annotorious's own id. */
export const annotationIdOf = (regionId: number) => `region-${regionId}`;

export function regionIdOf(annotationId: string): number | null {
  const match = /^region-(\d+)$/.exec(annotationId);
  return match ? Number(match[1]) : null;
}

const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);

/**
 * The shape Annotorious drew on an image `scale` times smaller than the folio, in whole folio
 * pixels inside the folio (a drag past its edge is cut at the edge).
 */
export function shapeOfAnnotation(annotation: ImageAnnotation, width: number, height: number, scale = 1): Shape | null {
  const { selector } = annotation.target;
  const geometry = selector.geometry as unknown as Record<string, unknown>;
  if (selector.type === 'RECTANGLE') {
    const drawn = geometry as { x: number; y: number; w: number; h: number };
    const [x, y, w, h] = [drawn.x * scale, drawn.y * scale, drawn.w * scale, drawn.h * scale];
    const left = clamp(x, width - 1);
    const top = clamp(y, height - 1);
    return {
      type: 'rect',
      x: left,
      y: top,
      w: Math.max(1, clamp(x + w, width) - left),
      h: Math.max(1, clamp(y + h, height) - top),
    };
  }
  if (selector.type === 'POLYGON') {
    const points = (geometry.points as [number, number][]).map(
      ([x, y]) => [clamp(x * scale, width), clamp(y * scale, height)] as [number, number],
    );
    return points.length >= 3 ? { type: 'polygon', points: points.slice(0, 64) } : null;
  }
  return null;
}

function bounds(points: [number, number][]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The annotation Annotorious shows for a shape, on an image `scale` times smaller than the folio. */
export function annotationOfShape(id: string, folioShape: Shape, scale = 1): ImageAnnotation {
  const shape: Shape =
    folioShape.type === 'rect'
      ? {
          type: 'rect',
          x: folioShape.x / scale,
          y: folioShape.y / scale,
          w: folioShape.w / scale,
          h: folioShape.h / scale,
        }
      : { type: 'polygon', points: folioShape.points.map(([x, y]) => [x / scale, y / scale] as [number, number]) };
  const selector =
    shape.type === 'rect'
      ? {
          type: 'RECTANGLE',
          geometry: {
            x: shape.x,
            y: shape.y,
            w: shape.w,
            h: shape.h,
            bounds: { minX: shape.x, minY: shape.y, maxX: shape.x + shape.w, maxY: shape.y + shape.h },
          },
        }
      : { type: 'POLYGON', geometry: { points: shape.points, bounds: bounds(shape.points) } };
  return { id, bodies: [], target: { annotation: id, selector } } as unknown as ImageAnnotation;
}

export const annotationOfRegion = (region: Region, scale = 1) =>
  annotationOfShape(annotationIdOf(region.id), region.shape, scale);

/** A rectangle in the middle of the folio, half its size: where a region typed in numbers starts. */
export const middleRectangle = (width: number, height: number): Shape => ({
  type: 'rect',
  x: Math.round(width / 4),
  y: Math.round(height / 4),
  w: Math.max(1, Math.round(width / 2)),
  h: Math.max(1, Math.round(height / 2)),
});
