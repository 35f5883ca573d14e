import { TOKEN_STORAGE_KEY } from '@dukkan/shared';
import { earlyStartScript } from './early-start';

/** The first frames prerendered into index.html (decisions/phone-speed.md): signed out, the dashboard, a section. */
export const SHELL_VIEWS = ['auth', 'home', 'section'] as const;
export type ShellView = (typeof SHELL_VIEWS)[number];

const TEMPLATE_PREFIX = 'dukkan-shell-';

/** The id of a view's `<template>` in index.html. */
export const shellTemplateId = (view: ShellView, language: string) => `${TEMPLATE_PREFIX}${view}-${language}`;

/**
 * The inline script placed right after the templates, run before the first paint: copies the
 * frame this visit starts with into #root, where React's first render replaces it with the same
 * markup. The frame is the language chosen last time (the head's script has already put it on
 * `<html lang>`) and the view the guards will land on: signed in (a stored token whose `exp` has
 * not passed, spec §9) on / or /auth, the dashboard; signed in elsewhere, a section; signed out
 * (or a token that cannot be read), the sign-in page. It marks #root with the view
 * (`data-shell`), so the entry can start the signed-in area's code at once. Signed in, it then
 * starts what the first screen needs (early-start.ts). Plain ES5: it runs before any bundle.
 */
export const SHELL_PICKER_SCRIPT =
  '(function(){try{' +
  "var d=document,lang=d.documentElement.lang==='ar'?'ar':'en',view='auth';" +
  `var t=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});` +
  "if(t){try{var p=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));" +
  "if(typeof p.exp!=='number'||p.exp*1000>Date.now())view=location.pathname==='/'||location.pathname==='/auth'?'home':'section'}catch(e){}}" +
  `var s=d.getElementById(${JSON.stringify(TEMPLATE_PREFIX)}+view+'-'+lang),r=d.getElementById('root');` +
  "if(s&&r&&!r.firstChild){r.appendChild(s.content.cloneNode(true));r.setAttribute('data-shell',view)}" +
  earlyStartScript() +
  '}catch(e){}})()';
