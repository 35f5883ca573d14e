// Module Federation needs an async boundary before any shared module is used: the shared
// singletons are negotiated while this import loads.
void import('./bootstrap');
