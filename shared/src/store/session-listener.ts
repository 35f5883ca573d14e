import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionEnded, sessionStarted, sessionUserUpdated } from '../auth/auth-slice';
import { clearSession, saveSession } from '../auth/session-storage';

/**
 * The session's side effects, kept out of the reducers: a new session is persisted and starts
 * from an empty API cache (nothing of the previous user shows); an ended one is forgotten.
 * The cache is not dropped at the end itself: the call that ended the session still reports
 * its failure to whoever made it, and the guard has already taken the screens away.
 */
export function createSessionListener(storage: Storage | undefined) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }, api) => {
      saveSession(storage, payload.token, payload.user);
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  listener.startListening({
    actionCreator: sessionUserUpdated,
    effect: ({ payload }, api) => {
      const { token } = (api.getState() as { auth: { token: string | null } }).auth;
      if (token) saveSession(storage, token, payload);
    },
  });
  listener.startListening({
    actionCreator: sessionEnded,
    effect: () => clearSession(storage),
  });
  return listener;
}
