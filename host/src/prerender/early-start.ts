import { DEFAULT_AGE_THRESHOLDS, DEFAULT_API_BASE_URL, EARLY_REQUEST_MAX_AGE_MS, USER_STORAGE_KEY } from '@dukkan/shared';
import { remotesManifestUrl } from '../config/runtime-config';
import { REMOTE_MANIFEST_FILE } from '../sections/remote-deployments';
import { REMEMBERED_MANIFEST_PREFIX } from '../sections/remote-sections';
import { ATTENTION_TEMPLATE_PREFIX, ATTENTION_TEXTS_ID, attentionScript } from './attention-frame';
import { SIGNED_IN_SCRIPTS_ID } from './first-screen-scripts';

// decisions/phone-speed.md: a signed-in visit asks for what its first screen needs while the bundles still
// download, from index.html's inline script (shell-views.ts runs this after picking the frame).
// On the host's JavaScript alone, remotes.json, the manifests, the remote's entry and the page's
// data came one after another once the bootstrap had run (2.8 s, 3.5 s, 4.2 s, 6.4 s on the mobile
// profile). The script starts them at once; the app then takes their answers instead of asking
// again (earlyOrFetch and the base query, @dukkan/shared's early-fetch.ts).
//
// At once: the host's own lazy chunks of a signed-in screen, as `<link rel=preload>` (their files
// are in index.html, first-screen-scripts-plugin.ts). Then, after config.js has run (deferred:
// its settings are known then):
// - remotes.json and every listed remote's manifest (dukkan-remote.json), as the host reads them;
// - on a section, the owning remote's remoteEntry.js and the scripts its routes need (the
//   manifest's preload) and the opened route's screen (its screens) as `<link rel=preload>`, and its screen's
//   header (the manifest's pageHeaders) into the frame, above the spinner: the page's first paint
//   carries its title before any of the remote's code, in the frame's language (a subtitle with a
//   subtitlePermission only when the stored account has it);
// - on the dashboard, GET dashboard/stats as the dashboard asks for it, unless the stored account may not read it (a
//   driver, decisions/dispatch.md: the dashboard sends it on to its own screen), and with its answer the
//   needs-attention strip into the frame (attention-frame.ts); the answer is kept read (`body`) for the app's first
//   render to draw the same;
// - on every signed-in screen whose account reads orders, the live order stream (GET orders/stream) the live desk
//   opens (decisions/installable.md): its first events (the counts, the NEW orders waiting) are here when the app
//   starts, so the desk's banners draw in its first renders instead of a stream's round trip after them. A stream
//   never ends by itself: one the app has not taken within EARLY_REQUEST_MAX_AGE_MS is ended (abort).
// When the app, running already, took remotes.json before the script read it (a fast computer), the app asks for the
// manifests itself: the script leaves them (each would be asked twice).
// On a later visit the manifest this browser read last time (kept for a remote that is down)
// already names the section's header and entry: the first paint carries the title, before any
// request; the fresh manifest then goes to the app as before (and the header to its first render,
// remotes/early-page-header.ts).
// A request built differently from the app's (a config.js value read another way) is simply not
// reused: the app asks as it always did.

/** The `<template>` of the page header the frame shows for a section, per language (filled by the script). */
export const HEADER_TEMPLATE_PREFIX = 'dukkan-shell-header-';

/** Marks where the script writes the header's texts in that template. */
export const HEADER_SLOT = { title: 'title', subtitle: 'subtitle' } as const;

/**
 * The script's body: runs inside the frame picker's function, which has set `d` (document), `r`
 * (#root), `lang`, `view` ('auth' | 'home' | 'section') and `t` (the stored token). Plain ES5 with
 * fetch and Promise: it runs before any bundle.
 */
export function earlyStartScript(): string {
  const constants = {
    api: DEFAULT_API_BASE_URL,
    remotes: remotesManifestUrl(),
    manifest: REMOTE_MANIFEST_FILE,
    warning: DEFAULT_AGE_THRESHOLDS.warningMinutes,
    overdue: DEFAULT_AGE_THRESHOLDS.overdueMinutes,
    header: HEADER_TEMPLATE_PREFIX,
    remembered: REMEMBERED_MANIFEST_PREFIX,
    scripts: SIGNED_IN_SCRIPTS_ID,
    user: USER_STORAGE_KEY,
    age: EARLY_REQUEST_MAX_AGE_MS,
    attention: ATTENTION_TEMPLATE_PREFIX,
    texts: ATTENTION_TEXTS_ID,
  };
  return `if(view!=='auth')(function(){
var K=${JSON.stringify(constants)},E=window.__DUKKAN_EARLY__={fetches:{}},spin=r.querySelector('.fui-Spinner'),no=function(){};
function abs(u,b){return new URL(u,b||location.href).href}
function get(u,a){var k=abs(u),p=fetch(k,a?{headers:{Authorization:a}}:{cache:'no-cache'}),e=E.fetches[k]={response:p,authorization:a,at:Date.now()};
return p.then(function(x){if(!x.ok)throw new Error(k);return x.clone().json()}).then(function(b){e.body=b;return b})}
function stream(u,a){var k=abs(u),ac=new AbortController(),e={authorization:a,at:Date.now(),abort:function(){ac.abort()}};
e.response=fetch(k,{headers:{Authorization:a,Accept:'text/event-stream'},cache:'no-store',signal:ac.signal});e.response.catch(no);E.fetches[k]=e;
setTimeout(function(){if(E.fetches[k]===e){delete E.fetches[k];ac.abort()}},K.age)}
function preload(u,low){if(!d.querySelector('link[rel=preload][href="'+u+'"]')){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=u;if(low)l.fetchPriority='low';d.head.appendChild(l)}}
function preloadAll(files,b,low){for(var j=0;j<files.length;j++)if(typeof files[j]==='string')preload(abs(files[j],b),low)}
function reads(p){try{var u=JSON.parse(localStorage.getItem(K.user));return !u||!Array.isArray(u.permissions)||u.permissions.indexOf(p)>=0}catch(x){return true}}
function mins(v,f){return typeof v==='number'&&isFinite(v)&&v>0?v:f}
function seg(p){return p.toLowerCase().replace(/\\/+$/,'').split('/')}
function matches(pattern,path){var a=seg(pattern),b=seg(path);
for(var i=0;i<a.length;i++){if(a[i]==='*')return true;if(i>=b.length)return false;if(a[i].charAt(0)===':'?!b[i]:a[i]!==b[i])return false}
return a.length===b.length}
function fill(h){var tp=d.getElementById(K.header+lang),s=h.subtitle&&h.subtitle[lang];
if(!tp||!spin||!r.contains(spin))return;
var f=tp.content.cloneNode(true),ti=f.querySelector('[data-slot="${HEADER_SLOT.title}"]'),su=f.querySelector('[data-slot="${HEADER_SLOT.subtitle}"]');
ti.textContent=h.title[lang];if(typeof s==='string')su.textContent=s;else su.parentNode.parentNode.removeChild(su.parentNode);
spin.parentNode.insertBefore(f,spin)}
function claim(m,entry){var routes=(m&&m.routes)||[],path=location.pathname;
for(var i=0;i<routes.length;i++)if(matches(routes[i],path)){
preload(entry,1);preloadAll((m&&m.preload)||[],entry,1);preloadAll((m&&m.screens&&m.screens[routes[i]])||[],entry,1);
var h=m.pageHeaders&&m.pageHeaders[routes[i]];
if(!E.header&&h&&h.title&&typeof h.title[lang]==='string'){var sub=h.subtitlePermission&&!reads(h.subtitlePermission)?undefined:h.subtitle;
E.header={path:path,title:h.title,subtitle:sub};fill(E.header)}
return true}
return false}
try{preloadAll(JSON.parse(d.getElementById(K.scripts).textContent))}catch(x){}
if(view==='section')try{for(var i=0;i<localStorage.length;i++){var key=localStorage.key(i);
if(key&&key.indexOf(K.remembered)===0){var kept=JSON.parse(localStorage.getItem(key));if(kept&&typeof kept.entry==='string'&&claim(kept.manifest,kept.entry))break}}}catch(x){}
${attentionScript()}
function start(){var c=window.__DUKKAN_CONFIG__||{},api=((typeof c.apiBaseUrl==='string'&&c.apiBaseUrl.trim())||K.api).replace(/\\/+$/,'');
if(view==='home'&&reads('dashboard.read')){var w=mins(c.orderAgeWarningMinutes,K.warning),od=Math.max(w,mins(c.orderAgeOverdueMinutes,K.overdue));
get(api+'/dashboard/stats?overdueMinutes='+od,'Bearer '+t).then(function(b){attention(b,od)}).catch(no)}
if(reads('orders.read'))stream(api+'/orders/stream','Bearer '+t);
var ru=abs(c.remotesUrl!=null?c.remotesUrl:K.remotes);
get(ru).then(function(list){var chain=Promise.resolve(false);if(!E.fetches[ru])return;
Object.keys(list||{}).forEach(function(id){var v=list[id],e=typeof v==='string'?v:v&&v.entry;if(typeof e!=='string'||!e)return;e=abs(e,ru);
var m=v&&v.manifest,mp=m&&typeof m==='object'?Promise.resolve(m):get(typeof m==='string'&&m?abs(m,ru):abs(K.manifest,e));mp.catch(no);
if(view==='section')chain=chain.then(function(done){return done||mp.then(function(x){return claim(x,e)},function(){return false})})})}).catch(no)}
var cs=d.querySelector('script[src$="config.js"]');
if(window.__DUKKAN_CONFIG__||!cs)start();else{cs.addEventListener('load',start);cs.addEventListener('error',start)}
})();`;
}
