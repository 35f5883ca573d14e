import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it("keeps the messages of the form's own fields only", () => {
    const error = { status: 400, data: {}, message: 'Invalid input', errors: { name: 'Name is required', role: 'Unknown role' } };
    expect(serverFieldErrors(error, ['name', 'email'] as const)).toEqual({ name: 'Name is required' });
  });

  it('gives nothing for an error without field messages or that is not an API error', () => {
    expect(serverFieldErrors({ status: 500, data: {}, message: 'Boom' }, ['name'] as const)).toEqual({});
    expect(serverFieldErrors(new Error('x'), ['name'] as const)).toEqual({});
  });
});
