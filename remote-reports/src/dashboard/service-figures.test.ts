import { durationParts, percentText } from './service-figures';

describe('the shops’ service figures as they read (decisions/dashboard-money.md)', () => {
  it('splits a time to accept into seconds, minutes and seconds, or hours and minutes', () => {
    expect(durationParts(0)).toEqual({ key: 'seconds', values: { seconds: 0 } });
    expect(durationParts(45)).toEqual({ key: 'seconds', values: { seconds: 45 } });
    expect(durationParts(60)).toEqual({ key: 'minutesSeconds', values: { minutes: 1, seconds: 0 } });
    expect(durationParts(250)).toEqual({ key: 'minutesSeconds', values: { minutes: 4, seconds: 10 } });
    expect(durationParts(3599)).toEqual({ key: 'minutesSeconds', values: { minutes: 59, seconds: 59 } });
    expect(durationParts(3900)).toEqual({ key: 'hoursMinutes', values: { hours: 1, minutes: 5 } });
  });

  it('writes a percentage with its one decimal', () => {
    expect(percentText(50)).toBe('50.0%');
    expect(percentText(12.5)).toBe('12.5%');
    expect(percentText(0)).toBe('0.0%');
  });
});
