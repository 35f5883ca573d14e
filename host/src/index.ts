// No async boundary: the host's shared singletons are eager (provider in
// @dukkan/shared/federation), in the first scripts beside this entry (issue 16).
import './bootstrap';

// A signed-in visit (the prerendered frame says which, shell-views.ts) needs the guarded area's
// chunk right after: fetched at once instead of once the first route asks for it (issue 16).
const shell = document.getElementById('root')?.dataset.shell;
if (shell && shell !== 'auth') void import(/* webpackChunkName: "signed-in-area" */ './app/signed-in-area');
