/**
 * @jest-environment node
 */
// Node, as at build time: no document, so Fluent and Griffel render their styles as text.
import { ATTENTION_TEMPLATE_PREFIX, ATTENTION_TEXTS_ID } from './attention-frame';
import { injectShells } from './inject-shells';
import { renderShells } from './render-shells';
import { SHELL_VIEWS, shellTemplateId } from './shell-views';

const BUILT_INDEX =
  '<!DOCTYPE html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

describe('the frames prerendered into index.html', () => {
  let shells: Awaited<ReturnType<typeof renderShells>>;
  beforeAll(async () => {
    shells = await renderShells();
  });

  it('renders the sign-in page in both languages and directions', () => {
    expect(shells.views['auth-en']).toContain('dir="ltr"');
    expect(shells.views['auth-en']).toContain('Sign in to continue');
    expect(shells.views['auth-en']).toMatch(/<input type="email"/);
    expect(shells.views['auth-ar']).toContain('dir="rtl"');
    expect(shells.views['auth-ar']).toContain('تسجيل الدخول');
  });

  it('renders the shell: the top bar, the navigation and the dashboard skeleton, or a section loading', () => {
    for (const view of ['home-en', 'section-en']) {
      expect(shells.views[view]).toContain('Admin Panel');
      expect(shells.views[view]).toMatch(/<nav aria-label="[^"]+">/);
      expect(shells.views[view]).toContain('href="/"');
      expect(shells.views[view]).toContain('Logout');
    }
    expect(shells.views['home-en']).toContain('aria-busy="true"');
    expect(shells.views['home-ar']).toContain('dir="rtl"');
    expect(shells.views['section-en']).toContain('fui-Spinner');
  });

  it('collects the styles of both directions once, for the head', () => {
    expect(shells.styles).toMatch(/^<style data-make-styles-bucket/);
    expect(shells.styles).toMatch(/\.rtl|\[dir=rtl\]|inset-inline|right:/);
  });

  it('writes every frame as a template after an empty #root, with the theme once in the head', () => {
    const html = injectShells(BUILT_INDEX, shells);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<div id="root"></div><template');
    for (const view of SHELL_VIEWS) for (const language of ['en', 'ar']) expect(html).toContain(`<template id="${shellTemplateId(view, language)}">`);
    expect(html.match(/<style id="fui-FluentProvider/g)).toHaveLength(1);
    expect(html.indexOf('<style id="fui-FluentProvider')).toBeLessThan(html.indexOf('</head>'));
    // The live desk's sounds are object URLs made in the browser once it is idle, never at build time: no frame has them.
    expect(shells.views['home-en']).not.toContain('data-sound');
    expect(html).not.toContain('blob:');
  });

  it("renders the dashboard's needs-attention strip for the inline script: every item, then none, with its texts", () => {
    for (const language of ['en', 'ar']) {
      const markup = shells.attention.markup[language];
      expect(markup.match(/<li data-attention="(\w+)"/g)).toEqual(['newOverdue', 'acceptedNotShipped', 'shops', 'outOfStock'].map((key) => `<li data-attention="${key}"`));
      expect(markup.match(/<section aria-labelledby="attention-title"/g)).toHaveLength(2);
      expect(shells.attention.texts[language]['dashboard.attention.title']).toBeDefined();
    }
    expect(shells.attention.texts.ar.minutesCount_two).toBe('دقيقتين');
    expect(shells.attention.texts.en['dashboard.attention.none']).toBe('Nothing needs attention right now');
    const html = injectShells(BUILT_INDEX, shells);
    for (const language of ['en', 'ar']) expect(html).toContain(`<template id="${ATTENTION_TEMPLATE_PREFIX}${language}"><section`);
    const texts = html.match(new RegExp(`<script type="application/json" id="${ATTENTION_TEXTS_ID}">(.*?)</script>`))?.[1] ?? '';
    expect(JSON.parse(texts).en['dashboard.attention.newOverdue_other']).toContain('$t(host:minutesCount');
  });

  it('refuses an index.html it cannot place the frames in', () => {
    expect(() => injectShells('<html><head></head><body><div id="app"></div></body></html>', shells)).toThrow(/#root/);
  });
});
