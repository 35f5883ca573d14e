// The host's shared singletons are eager (provider in @dukkan/shared/federation), in the first
// scripts beside this entry (decisions/phone-speed.md). The bootstrap is still a chunk of its own, preloaded from
// the head (rsbuild.config.ts): run at once, it held the prerendered frame's first paint back by
// ~0.7 s where the scripts arrive first (a desktop's connection); as a chunk, the frame paints
// while it comes, and the page's load still waits for it.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// A signed-in visit (the prerendered frame says which, shell-views.ts) needs the guarded area's
// chunk right after: fetched at once instead of once the first route asks for it (decisions/phone-speed.md).
const shell = document.getElementById('root')?.dataset.shell;
if (shell && shell !== 'auth') void import(/* webpackChunkName: "signed-in-area" */ './app/signed-in-area');
