import { i18n, type Language } from '@dukkan/shared';
import { HOST_NS } from '../i18n';

// decisions/phone-speed.md: the dashboard's largest element on a phone is the needs-attention strip, and the host's
// code drew it only once it had run (~1.1–1.6 s of a phone's main thread after its files came: LCP ~3.5 s). The
// inline script has the strip's data long before (it asks for dashboard/stats itself, early-start.ts), so it draws
// the strip into the frame from that answer: the markup is NeedsAttention's own, prerendered with every item
// (render-shells.tsx), and its texts are the host's catalogue's, chosen and filled as i18next does (the plural
// form by Intl.PluralRules, `{{value}}`, `$t(host:key, {json})`). The app's first render then draws the same strip
// from the same answer (dashboard-loader.ts) over it.

/** The `<template>` of the strip per language: NeedsAttention with every item, then with none. */
export const ATTENTION_TEMPLATE_PREFIX = 'dukkan-shell-attention-';

/** The `<script type="application/json">` with the strip's texts in both languages. */
export const ATTENTION_TEXTS_ID = 'dukkan-shell-attention-texts';

/** The catalogue's keys the strip's texts use (NeedsAttention's, with what they nest). */
const ATTENTION_KEYS = /^(dashboard\.attention\.|dashboard\.shopsNotTakingOrders_|minutesCount_)/;

/** The host catalogue's texts of the strip in `language`, by dotted key with its plural suffix ('dashboard.attention.outOfStock_one'). */
export function attentionTexts(language: Language): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ATTENTION_KEYS.test(prefix + key)) texts[prefix + key] = value;
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(i18n.getResourceBundle(language, HOST_NS) as Record<string, unknown>, '');
  return texts;
}

/**
 * The part of the inline script that draws the strip (inside early-start's function: `d`, `r`, `lang`, `view`, `K`
 * are set). `attention(answer, minutes)` fills the frame's dashboard with the strip of dashboard/stats' answer, the
 * red age being `minutes`; it does nothing once the app has replaced the frame. Items as NeedsAttention's: each
 * count above zero, in its order; none, the calm line. Plain ES5.
 */
export function attentionScript(): string {
  return `var home=view==='home'&&r.querySelector('section[aria-labelledby="dashboard-title"]');
function tr(c,k,v){var s=typeof v.count==='number'?c[k+'_'+new Intl.PluralRules(lang).select(v.count)]:c[k];
return String(s||'').replace(/\\{\\{(\\w+)\\}\\}/g,function(m,n){return v[n]==null?'':String(v[n])}).replace(/\\$t\\((?:\\w+:)?([\\w.]+), *(\\{[^}]*\\}) *\\)/g,function(m,n,o){return tr(c,n,JSON.parse(o))})}
function attention(b,m){var tp=d.getElementById(K.attention+lang),hd=home&&home.querySelector('header'),c;
if(!hd||!r.contains(home)||!tp||home.querySelector('#attention-title'))return;
try{c=JSON.parse(d.getElementById(K.texts).textContent)[lang]}catch(x){return}
var s=(b&&b.data)||b||{},n=function(f){var v=Number(s[f]);return s[f]!==null&&s[f]!==''&&isFinite(v)?v:0},o=n('newOrdersOverdue'),sh=n('shopsNotTakingOrders'),
it={newOverdue:[o,tr(c,'dashboard.attention.newOverdue',{count:o,shown:new Intl.NumberFormat('en-US').format(o),minutes:m})],
acceptedNotShipped:[n('acceptedNotShipped'),tr(c,'dashboard.attention.acceptedNotShipped',{count:n('acceptedNotShipped')})],
shops:[sh,tr(c,'dashboard.shopsNotTakingOrders',{count:sh})+' '+tr(c,'dashboard.attention.why',{closed:n('shopsSwitchedClosed'),paused:n('shopsPaused')})],
outOfStock:[n('productsOutOfStock'),tr(c,'dashboard.attention.outOfStock',{count:n('productsOutOfStock')})]},
f=tp.content.cloneNode(true),all=f.firstElementChild,li=all.querySelectorAll('li[data-attention]'),left=0;
for(var i=0;i<li.length;i++){var k=li[i].getAttribute('data-attention'),e=it[k],a=li[i].querySelector('a');
if(!e||!(e[0]>0)){li[i].parentNode.removeChild(li[i]);continue}
left++;a.lastElementChild.textContent=e[1];if(k==='newOverdue')a.setAttribute('href',a.getAttribute('href').replace(/waitingMinutes=\\d+/,'waitingMinutes='+m))}
f.removeChild(left?all.nextElementSibling:all);hd.parentNode.insertBefore(f,hd.nextSibling)}`;
}
