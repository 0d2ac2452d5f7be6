// The same page as /gs1/01/:ean, with the vintage and lot number its loader reads from the path.
export { default, ErrorBoundary, loader, meta } from './gs1.01.$ean._index'
