import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { signedOutState } from './session-storage';
import type { SessionEndReason, SessionUser } from './session-types';

/**
 * The session in the store. Reducers stay pure: persisting to storage and clearing the API
 * cache happen in the store's listener (store/session-listener.ts).
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; user: SessionUser | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.notice = null;
    },
    sessionEnded: {
      reducer(state, action: PayloadAction<{ reason: SessionEndReason; id: string }>) {
        state.token = null;
        state.user = null;
        state.notice = { reason: action.payload.reason, id: action.payload.id };
      },
      prepare({ reason }: { reason: SessionEndReason }) {
        return { payload: { reason, id: nanoid() } };
      },
    },
    /** decisions/roles-and-audit.md: the signed-in user as `user/me` answers now (a role or shops changed meanwhile). */
    sessionUserUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.token) state.user = action.payload;
    },
    /** The UI has shown the session-end message; it must not show twice. */
    sessionNoticeShown(state) {
      state.notice = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.token !== null,
    selectSessionNotice: (state) => state.notice,
  },
});

export const { sessionStarted, sessionEnded, sessionNoticeShown, sessionUserUpdated } = authSlice.actions;
export const { selectToken, selectCurrentUser, selectIsAuthenticated, selectSessionNotice } =
  authSlice.selectors;
