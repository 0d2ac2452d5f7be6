// The same redirect as /01/:ean: the standard root form of a GS1 link, to its /gs1 form.
export { default, ErrorBoundary, loader, meta } from './01.$ean._index'
