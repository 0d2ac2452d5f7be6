/**
 * The analytics script a shop opted in to (settings › Intégrations), loaded by the browser only
 * when the visitor's browser does not ask not to be tracked (Global Privacy Control, Do Not
 * Track). The browser decides, not the server: the public pages are cached for every visitor
 * alike (app/platform/web/page-cache.server.ts), so they cannot vary on those headers.
 */
export function AnalyticsScript({ src }: { src: string }) {
  // The address is an https URL the API checked; `<` is escaped all the same.
  const url = JSON.stringify(src).replace(/</g, '\\u003c')
  const loader = `(function(){var n=navigator;if(n.globalPrivacyControl||n.doNotTrack==="1"||window.doNotTrack==="1")return;var s=document.createElement("script");s.defer=true;s.src=${url};document.head.appendChild(s)})()`
  return <script data-testid="shop-analytics" dangerouslySetInnerHTML={{ __html: loader }} />
}
