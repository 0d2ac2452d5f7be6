import { Scripts } from '@remix-run/react'

/**
 * Started at once (classic scripts: `window.__remixContext`, which the streamed loader data that
 * follows the document writes into), or once the browser reports the first contentful paint (the
 * modulepreload links and the module script that imports the route modules and hydrates; after
 * 3 s at the latest, at once in a hidden tab, after a frame where paint timing is missing).
 * Inserted at the end of <head>, where React's hydration tolerates nodes it did not render; the
 * ~40 deferred nodes eight at a time, one task each (appending them at once was a 20 ms task right
 * after the first paint, 80 ms on a phone four times slower), the module script last.
 */
const starter = `(function(){
var box=document.getElementById('remix-scripts');if(!box)return;
var t=document.createElement('template');t.innerHTML=box.textContent||'';
var now=[],later=[];
Array.prototype.forEach.call(t.content.children,function(n){
  (n.tagName==='SCRIPT'&&n.getAttribute('type')!=='module'?now:later).push(n)});
function put(n){var e=document.createElement(n.tagName);
  Array.prototype.forEach.call(n.attributes,function(a){e.setAttribute(a.name,a.value)});
  e.textContent=n.textContent;document.head.appendChild(e)}
now.forEach(put);
var done=false;function start(){if(done)return;done=true;more()}
function more(){later.splice(0,8).forEach(put);if(later.length)setTimeout(more,0)}
function soon(){setTimeout(start,0)}
if(document.visibilityState==='hidden')return start();
setTimeout(start,3000);
var P=window.PerformanceObserver;
if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(soon);
new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}}).observe({type:'paint',buffered:true});
})()`

/**
 * Remix's <Scripts/>, fetched and run once the page has painted, so that the shop's text and
 * stylesheet have the phone's connection to themselves first (the pages work without JavaScript,
 * hydration can wait a frame). The markup goes out inside <noscript>: with scripting on, browsers
 * read it as text (nothing fetched, nothing run) and React does not hydrate inside it; the small
 * inline starter puts it back. Without JavaScript the browser ignores both, as before.
 */
export function DeferredScripts() {
  return (
    <>
      <noscript id="remix-scripts">
        <Scripts />
      </noscript>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  )
}
