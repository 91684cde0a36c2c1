export { CaptionRejectedError, cutWebVtt, toWebVtt } from './webvtt';
export { storeCaption } from './store';
