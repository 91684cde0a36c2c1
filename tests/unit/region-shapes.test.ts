import { describe, expect, it } from 'vitest';
import {
  annotationOfShape,
  middleRectangle,
  regionIdOf,
  shapeOfAnnotation,
} from '../../src/features/dashboard/folios/region-shapes';

describe('region shapes between the API and Annotorious', () => {
  it('a rectangle drawn past the folio edge is cut at the edge, in whole pixels', () => {
    const drawn = annotationOfShape('a1', { type: 'rect', x: 1500, y: -20, w: 300, h: 100 });
    expect(shapeOfAnnotation(drawn, 1600, 2200)).toEqual({ type: 'rect', x: 1500, y: 0, w: 100, h: 80 });
  });

  it('a polygon keeps its corners, rounded and inside the folio; fewer than three is no region', () => {
    const drawn = annotationOfShape('a2', {
      type: 'polygon',
      points: [
        [10.4, 20.6],
        [1700, 30],
        [50, 2300],
      ],
    });
    expect(shapeOfAnnotation(drawn, 1600, 2200)).toEqual({
      type: 'polygon',
      points: [
        [10, 21],
        [1600, 30],
        [50, 2200],
      ],
    });
    const line = annotationOfShape('a3', {
      type: 'polygon',
      points: [
        [1, 1],
        [2, 2],
      ],
    });
    expect(shapeOfAnnotation(line, 100, 100)).toBeNull();
  });

  it('a shape drawn on the smaller whole-folio image is scaled to the folio, and back', () => {
    const drawn = annotationOfShape('a4', { type: 'rect', x: 100, y: 200, w: 300, h: 400 }, 5);
    expect(shapeOfAnnotation(drawn, 6000, 8000, 5)).toEqual({ type: 'rect', x: 100, y: 200, w: 300, h: 400 });
    expect((drawn.target.selector.geometry as unknown as { x: number }).x).toBe(20);
  });

  it('a saved region is known by its annotation id; a typed rectangle starts in the middle, half the folio', () => {
    expect(regionIdOf('region-42')).toBe(42);
    expect(regionIdOf('9b3c-drawn')).toBeNull();
    expect(middleRectangle(1600, 2200)).toEqual({ type: 'rect', x: 400, y: 550, w: 800, h: 1100 });
  });
});
