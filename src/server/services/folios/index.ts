export { folioByLabel, folioByTileSet, folioView, foliosOf, manuscriptExists, recordScan } from './folios';
export { manuscriptManifest } from './manifest';
export { receiveScan, ScanTooLarge } from './receive';
export { FolioTiles, startFolioTiling, tileFolio, type FolioTileQueue } from './queue';
export { deleteTileSet, imageInfo, IIIF_PREFIX, serviceUrl, tileKey } from './tile-set';
export { scanHeader, tileScan, TilingRefused } from './tiling';
