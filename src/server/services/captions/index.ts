export { CaptionRejectedError, toWebVtt } from './webvtt';
export { storeCaption } from './store';
