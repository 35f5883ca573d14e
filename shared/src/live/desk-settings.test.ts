import { act, renderHook } from '@testing-library/react';
import { DESK_SETTINGS_KEY, readDeskSettings, updateDeskSettings, useDeskSettings } from './desk-settings';

describe('the desk settings of this browser (decisions/live-desk.md)', () => {
  beforeEach(() => window.localStorage.clear());

  it('start with sound on, no notifications and no printing', () => {
    expect(readDeskSettings()).toEqual({ muted: false, notifications: false, autoPrint: false });
  });

  it('are kept in the browser, and every reader follows a change', () => {
    const { result } = renderHook(() => useDeskSettings());
    act(() => updateDeskSettings({ muted: true }));
    expect(result.current.muted).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(DESK_SETTINGS_KEY) as string)).toMatchObject({ muted: true, autoPrint: false });
  });

  it('ignore a broken or foreign stored value', () => {
    window.localStorage.setItem(DESK_SETTINGS_KEY, '{"muted":"yes","autoPrint":true');
    expect(readDeskSettings()).toEqual({ muted: false, notifications: false, autoPrint: false });
    window.localStorage.setItem(DESK_SETTINGS_KEY, '{"muted":"yes","autoPrint":true}');
    expect(readDeskSettings()).toEqual({ muted: false, notifications: false, autoPrint: true });
  });
});
