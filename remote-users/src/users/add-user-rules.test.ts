import { validateAddUser } from './add-user-rules';

const valid = { name: 'Mariam', email: 'mariam@dukkan.kw', password: 'Secret-123', role: 'owner' as const, shopIds: [] as number[] };

describe('validateAddUser (spec §5 Add user)', () => {
  it('asks shop staff for a shop (decisions/roles-and-audit.md)', () => {
    expect(validateAddUser({ ...valid, role: 'shop_staff', shopIds: [] })).toEqual({ shopIds: 'shopsRequired' });
    expect(validateAddUser({ ...valid, role: 'shop_staff', shopIds: [3] })).toEqual({});
  });

  it('accepts a complete form', () => {
    expect(validateAddUser(valid)).toEqual({});
  });

  it('requires a name, an email and a password', () => {
    expect(validateAddUser({ name: '  ', email: '', password: '', role: 'owner', shopIds: [] })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it.each(['mariam', 'mariam@dukkan', 'mariam @dukkan.kw', '@dukkan.kw', 'mariam@.kw x'])('refuses %p as an email', (email) => {
    expect(validateAddUser({ ...valid, email })).toEqual({ email: 'emailInvalid' });
  });

  it('takes an address with spaces around it, and a password of spaces as typed', () => {
    expect(validateAddUser({ ...valid, email: ' mariam@dukkan.kw ', password: '   ' })).toEqual({});
  });
});
