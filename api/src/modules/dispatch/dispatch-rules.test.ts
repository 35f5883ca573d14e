import {
  assignRules,
  cashCollectedRules,
  closeShiftRules,
  driverProfileRules,
  failRules,
  isOrderCode,
  isWebLink,
  readAmountFils,
  resolveShiftRules,
  suggestDriver,
  timesRangeRules,
} from './dispatch-rules';

// decisions/dispatch.md: what dispatch's bodies ask, in the contract's words, without a database.

describe('amounts typed in', () => {
  it.each([
    [0, 0],
    [2.5, 2500],
    [1.25, 1250],
    [0.001, 1],
    [999999999.999, 999999999999],
  ])('reads %p KWD as %p fils', (kwd, fils) => {
    expect(readAmountFils(kwd)).toBe(fils);
  });

  it.each([-0.001, 1.0001, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %p', (kwd) => {
    expect(readAmountFils(kwd)).toBeNull();
  });
});

describe('a driver’s profile', () => {
  it('stores the phone as the shops do, the vehicle trimmed, each area once', () => {
    expect(driverProfileRules({ phone: '00965 5555-1234', vehicle: '  Van  ', capacity: 20, areaIds: [3, 1, 3] })).toEqual({
      errors: {},
      values: { phone: '+96555551234', vehicle: 'Van', capacity: 20, areaIds: [3, 1] },
    });
  });

  it('words each refusal', () => {
    expect(driverProfileRules({ phone: '', vehicle: 'é'.repeat(121), capacity: 0, areaIds: [] }).errors).toEqual({
      phone: 'Enter a valid Kuwaiti phone number',
      vehicle: 'Keep it under 120 characters',
      capacity: 'Enter a whole number from 1 to 20',
    });
    expect(driverProfileRules({ phone: '55551234', vehicle: '🛵'.repeat(120), capacity: 1.5, areaIds: [] }).errors).toEqual({ capacity: 'Enter a whole number from 1 to 20' });
  });
});

describe('an assignment', () => {
  it('takes a driver, or a courier with its fields trimmed and its cost in fils', () => {
    expect(assignRules({ replaces: 7, driverId: 3 })).toEqual({ errors: {}, values: { replaces: 7, carrier: { kind: 'driver', driverId: 3 } } });
    expect(assignRules({ replaces: null, courier: { company: ' Aramex ', reference: 'AX-1', trackingUrl: ' https://t.example/1 ', driverName: ' ', driverPhone: '55551234', cost: 1.5 } })).toEqual({
      errors: {},
      values: {
        replaces: null,
        carrier: { kind: 'courier', company: 'Aramex', reference: 'AX-1', trackingUrl: 'https://t.example/1', driverName: null, driverPhone: '+96555551234', costFils: 1500 },
      },
    });
  });

  it('asks for exactly one of a driver and a courier', () => {
    expect(assignRules({ replaces: null }).errors).toEqual({ driverId: 'Choose a driver from the list' });
    expect(assignRules({ replaces: null, driverId: 1, courier: { company: 'A', reference: 'B', cost: 0 } }).errors).toEqual({ courier: 'Choose a driver or a courier, not both' });
  });

  it('words a courier’s refusals under their fields', () => {
    expect(assignRules({ replaces: null, courier: { company: '', reference: '  ', trackingUrl: 'ftp://x.example', driverPhone: '12', cost: 0.0001 } }).errors).toEqual({
      'courier.company': 'Enter the courier company',
      'courier.reference': "Enter the courier's reference",
      'courier.trackingUrl': 'Enter a link starting with http:// or https://',
      'courier.driverPhone': 'Enter a valid Kuwaiti phone number',
      'courier.cost': 'Enter an amount in KWD with up to 3 decimals',
    });
  });

  it.each([
    ['https://track.example.com/AX-1', true],
    ['http://track.example.com', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['track.example.com', false],
    ['https://', false],
  ])('takes %p as a tracking link: %p', (link, ok) => {
    expect(isWebLink(link)).toBe(ok);
  });
});

describe('a delivery’s proof and cash', () => {
  it('reads the code as the customer says it: Arabic-Indic digits and spaces too', () => {
    expect(isOrderCode('0427', '0427')).toBe(true);
    expect(isOrderCode(' ٠٤٢٧ ', '0427')).toBe(true);
    expect(isOrderCode('04 27', '0427')).toBe(true);
    expect(isOrderCode('427', '0427')).toBe(false);
    expect(isOrderCode(undefined, '0427')).toBe(false);
  });

  it('asks a cash order for the cash collected, and a paid one for nothing', () => {
    const errors = {};
    expect(cashCollectedRules({ cashCollected: 3.25 }, false, errors)).toBe(3250);
    expect(cashCollectedRules({}, true, errors)).toBeNull();
    expect(cashCollectedRules({ cashCollected: 0 }, true, errors)).toBeNull();
    expect(errors).toEqual({});
    const refused = (body: { cashCollected?: number }, prepaid: boolean) => {
      const found = {};
      cashCollectedRules(body, prepaid, found);
      return found;
    };
    expect(refused({}, false)).toEqual({ cashCollected: 'Enter the cash collected' });
    expect(refused({ cashCollected: -1 }, false)).toEqual({ cashCollected: 'Enter an amount in KWD with up to 3 decimals' });
    expect(refused({ cashCollected: 0.5 }, true)).toEqual({ cashCollected: 'This order is paid: collect nothing' });
  });

  it("asks what happened when the reason is 'other'", () => {
    expect(failRules({ reasonCode: 'other', note: '   ' }).errors).toEqual({ note: 'Say what happened' });
    expect(failRules({ reasonCode: 'customerRefused', note: '  ' })).toEqual({ errors: {}, values: { reasonCode: 'customerRefused', note: null } });
    expect(failRules({ reasonCode: 'other', note: 'x'.repeat(501) }).errors).toEqual({ note: 'Keep it under 500 characters' });
  });
});

describe('a shift’s cash', () => {
  it('reads the count in fils, and a note of 3 to 500 characters', () => {
    expect(closeShiftRules({ countedCash: 12.125 })).toEqual({ errors: {}, countedFils: 12125 });
    expect(closeShiftRules({ countedCash: -1 }).errors).toEqual({ countedCash: 'Enter an amount in KWD with up to 3 decimals' });
    expect(resolveShiftRules({ note: '  Paid the fuel  ' })).toEqual({ errors: {}, note: 'Paid the fuel' });
    for (const note of ['ab', ' a ', 'x'.repeat(501)]) expect(resolveShiftRules({ note }).errors).toEqual({ note: 'Explain the difference (3 to 500 characters)' });
  });
});

describe('the delivery times’ days', () => {
  const now = new Date('2030-01-10T21:30:00Z'); // 2030-01-11 00:30 in Kuwait

  it('defaults to the last 7 Kuwait days, today included', () => {
    expect(timesRangeRules({}, now).values).toMatchObject({ from: '2030-01-05', to: '2030-01-11' });
    expect(timesRangeRules({ to: '2030-01-03' }, now).values).toMatchObject({ from: '2029-12-28', to: '2030-01-03' });
    expect(timesRangeRules({ from: '2030-01-01' }, now).values).toMatchObject({ from: '2030-01-01', to: '2030-01-11' });
  });

  it('refuses what the sales report refuses', () => {
    expect(timesRangeRules({ from: '2030-02-30' }, now).errors).toEqual({ from: 'Enter a date as YYYY-MM-DD' });
    expect(timesRangeRules({ from: '2030-01-09', to: '2030-01-01' }, now).errors).toEqual({ to: 'The end date must be on or after the start date' });
  });
});

describe('the suggested driver', () => {
  const driver = (id: number, load: number, areas: number[], capacity = 3) => ({ id, name: `Driver ${id}`, capacity, load, areas: areas.map((area) => ({ id: area })) });

  it('is the least loaded driver on shift covering the area and below capacity; the first by name among equals', () => {
    const onShift = [driver(1, 2, [10]), driver(2, 1, [10, 11]), driver(3, 1, [10]), driver(4, 0, [11]), driver(5, 0, [10], 0)];
    expect(suggestDriver(10, onShift)).toEqual({ id: 2, name: 'Driver 2' });
    expect(suggestDriver(11, onShift)).toEqual({ id: 4, name: 'Driver 4' });
    expect(suggestDriver(12, onShift)).toBeNull();
    expect(suggestDriver(null, onShift)).toBeNull();
    expect(suggestDriver(10, [driver(1, 3, [10])])).toBeNull();
  });
});
