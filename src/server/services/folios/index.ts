export { folioByLabel, folioByTileSet, folioView, foliosOf, manuscriptExists } from './folios';
export { manuscriptManifest } from './manifest';
export { receiveScan, ScanTooLarge } from './receive';
export { startFolioTiling } from './queue';
export { deleteTileSet, imageInfo, serviceUrl, tileKey } from './tile-set';
