import { describe, expect, it } from 'vitest';
import { IMAGE_REJECTIONS } from '../../src/contract/image-rejections';
import { imageRefusalText } from '../../src/lib/image-refusal';

const texts = { posterType: 'Type FR', posterTooLarge: 'Trop lourd', posterDimensions: 'Trop grand' };

describe('imageRefusalText', () => {
  it("gives the form's text for each reason the API sends", () => {
    expect(imageRefusalText(IMAGE_REJECTIONS.type, texts, 'poster')).toBe('Type FR');
    expect(imageRefusalText(IMAGE_REJECTIONS.size, texts, 'poster')).toBe('Trop lourd');
    expect(imageRefusalText(IMAGE_REJECTIONS.avatarSize, texts, 'poster')).toBe('Trop lourd');
    expect(imageRefusalText(IMAGE_REJECTIONS.dimensions, texts, 'poster')).toBe('Trop grand');
  });
  it("keeps the API's message when the form has no text for it, or it is another message", () => {
    expect(imageRefusalText(IMAGE_REJECTIONS.unreadable, texts, 'poster')).toBe(IMAGE_REJECTIONS.unreadable);
    expect(imageRefusalText('Something else', texts, 'poster')).toBe('Something else');
    expect(imageRefusalText(undefined, texts, 'poster')).toBeUndefined();
  });
});
