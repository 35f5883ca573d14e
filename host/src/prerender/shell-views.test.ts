import { TOKEN_STORAGE_KEY } from '@dukkan/shared';
import { expiredJwt, fakeJwt } from '@dukkan/shared/test-utils';
import { SHELL_PICKER_SCRIPT, SHELL_VIEWS, shellTemplateId } from './shell-views';

/** index.html's body as the build writes it: an empty #root, then one template per frame. */
function loadPage(pathname: string, lang?: string) {
  window.history.replaceState(null, '', pathname);
  if (lang) document.documentElement.lang = lang;
  else document.documentElement.removeAttribute('lang');
  document.body.innerHTML =
    '<div id="root"></div>' +
    SHELL_VIEWS.flatMap((view) => ['en', 'ar'].map((language) => `<template id="${shellTemplateId(view, language)}"><p>${view}-${language}</p></template>`)).join('');
  // The very script index.html runs.
  new Function(SHELL_PICKER_SCRIPT)();
  return document.getElementById('root')?.textContent;
}

describe('the script that picks the first frame before any bundle loads', () => {
  afterEach(() => localStorage.clear());

  it('shows the sign-in page to a visitor with no session, in English unless Arabic was chosen', () => {
    expect(loadPage('/auth')).toBe('auth-en');
    expect(loadPage('/orders', 'ar')).toBe('auth-ar');
  });

  it('shows the dashboard shell on / and on /auth (the guard sends a signed-in user to /)', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt());
    expect(loadPage('/')).toBe('home-en');
    expect(loadPage('/auth', 'ar')).toBe('home-ar');
  });

  it("shows a section's shell on any other signed-in path", () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt());
    expect(loadPage('/orders', 'ar')).toBe('section-ar');
    expect(document.getElementById('root')?.dataset.shell).toBe('section');
    expect(loadPage('/shops/add')).toBe('section-en');
  });

  it('shows the sign-in page for an expired token or one that cannot be read (spec §9)', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, expiredJwt());
    expect(loadPage('/')).toBe('auth-en');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(loadPage('/orders', 'ar')).toBe('auth-ar');
  });

  it('leaves #root alone once something is in it', () => {
    window.history.replaceState(null, '', '/auth');
    document.body.innerHTML = `<div id="root"><p>app</p></div><template id="${shellTemplateId('auth', 'en')}"><p>frame</p></template>`;
    new Function(SHELL_PICKER_SCRIPT)();
    expect(document.getElementById('root')?.textContent).toBe('app');
  });
});
