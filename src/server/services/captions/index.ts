export { CaptionRejectedError, toWebVtt } from './webvtt';
export { isCaptionKey, storeCaption } from './store';
