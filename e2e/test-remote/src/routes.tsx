import { ProbePage } from './ProbePage';

// The remote contract (host/README.md): a default export of { path, element } using the host's
// path patterns. The probe answers for the users and locations slots, whichever a journey mounts.
export default [
  { path: '/users', element: <ProbePage /> },
  { path: '/users/add', element: <ProbePage /> },
  { path: '/locations', element: <ProbePage /> },
];
