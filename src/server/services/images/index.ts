export { detectImageType } from './detect';
export { IMAGE_MAX_BYTES, ImageRejectedError } from './process';
export { deleteImageByUrl, deleteKeys, storeImage, type StoredImage } from './store';
