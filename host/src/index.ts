// Module Federation needs an async boundary before any shared module is used: the shared
// singletons are negotiated while this import loads.
void import('./bootstrap');
// A signed-in visit (the prerendered frame says which, shell-views.ts) needs the guarded area's
// chunk right after: fetched beside the bootstrap instead of after it (issue 16).
const shell = document.getElementById('root')?.dataset.shell;
if (shell && shell !== 'auth') void import('./app/signed-in-area');
