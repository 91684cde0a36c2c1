export { detectImageType, type ImageType } from './detect';
export { IMAGE_MAX_BYTES, IMAGE_WIDTHS, ImageRejectedError, processImage } from './process';
export { deleteImageByUrl, deleteKeys, storeImage, type StoredImage } from './store';
