export { mayStillWatch } from './entitled';
export { recordTakedownsOfUser } from './record';
export { SiteTakedowns } from './site-takedowns';
export { routeTakedowns } from './site-routing';
export { afterTakedown } from './after-takedown';
