import { ATTENTION_TEMPLATE_PREFIX, ATTENTION_TEXTS_ID } from './attention-frame';
import { HEADER_TEMPLATE_PREFIX } from './early-start';
import { SHELL_PICKER_SCRIPT, SHELL_VIEWS, shellTemplateId } from './shell-views';

const ROOT_DIV = '<div id="root"></div>';
/** FluentProvider's theme (its tokens as CSS variables), the same in every frame: kept once, in the head. */
const THEME_STYLE = /<style id="fui-FluentProvider[^"]*">[^<]*<\/style>/;

export interface RenderedShells {
  /** Griffel's style elements for every view (both directions), for the document's head. */
  styles: string;
  /** The markup of each view in each language, keyed `<view>-<language>`. */
  views: Record<string, string>;
  /** A section's page header with empty slots, per language (the inline script fills it, early-start.ts). */
  headers: Record<string, string>;
  /** The dashboard's needs-attention strip per language (every item, then none) and its texts (attention-frame.ts). */
  attention: { markup: Record<string, string>; texts: Record<string, Record<string, string>> };
}

/** JSON inside a <script>: no '</script>' or '<!--' can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with every prerendered frame as a `<template>` after an empty #root, the script that
 * copies the right one in before the first paint, and the frames' styles in the head.
 */
export function injectShells(html: string, { styles, views, headers, attention }: RenderedShells): string {
  if (!html.includes(ROOT_DIV) || !html.includes('</head>') || !html.includes('<html>')) {
    throw new Error('index.html has no <html>, no </head> or no empty #root');
  }
  const frames = SHELL_VIEWS.flatMap((view) =>
    (['en', 'ar'] as const).map((language) => {
      const markup = views[`${view}-${language}`];
      if (!markup) throw new Error(`no prerendered frame for ${view} in ${language}`);
      return { id: shellTemplateId(view, language), markup };
    }),
  );
  const theme = frames[0].markup.match(THEME_STYLE)?.[0] ?? '';
  const headerTemplates = (['en', 'ar'] as const).map((language) => {
    if (!headers[language]) throw new Error(`no prerendered page header in ${language}`);
    return { id: `${HEADER_TEMPLATE_PREFIX}${language}`, markup: headers[language] };
  });
  const attentionTemplates = (['en', 'ar'] as const).map((language) => {
    if (!attention.markup[language] || !attention.texts[language]) throw new Error(`no prerendered needs-attention strip in ${language}`);
    return { id: `${ATTENTION_TEMPLATE_PREFIX}${language}`, markup: attention.markup[language] };
  });
  const templates = [...frames, ...headerTemplates, ...attentionTemplates]
    .map(({ id, markup }) => `<template id="${id}">${markup.replace(THEME_STYLE, '')}</template>`)
    .join('');
  const attentionTexts = `<script type="application/json" id="${ATTENTION_TEXTS_ID}">${scriptJson(attention.texts)}</script>`;
  return (
    html
      // The defaults until the head's script reads the stored language (and on a first visit).
      .replace('<html>', '<html lang="en" dir="ltr">')
      .replace('</head>', `${theme}${styles}</head>`)
      // A function: the texts' `$t(…)` must not read as a replacement pattern.
      .replace(ROOT_DIV, () => `${ROOT_DIV}${templates}${attentionTexts}<script>${SHELL_PICKER_SCRIPT}</script>`)
  );
}
