import { defineRemoteManifest } from '@dukkan/shared/contract';

// The probe's ./manifest (decisions/sections.md: the host checks it before ./routes). It stands in for the
// users remote, whose manifest the journeys keep in remotes.json while pointing its entry here.
export default defineRemoteManifest({
  id: 'users',
  nav: [{ id: 'users', label: { en: 'Users', ar: 'المستخدمون' }, icon: 'People', path: '/users', order: 60 }],
  routes: ['/users', '/users/add', '/locations'],
});
