import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validate-change-password';

describe('validateChangePassword', () => {
  it('follows the profile rules in order', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'x', confirmPassword: 'x' })).toBe(
      'Please fill in all fields',
    );
    expect(
      validateChangePassword({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' }),
    ).toBe('New password must be at least 6 characters');
    expect(
      validateChangePassword({
        currentPassword: 'Same123',
        newPassword: 'Same123',
        confirmPassword: 'Same123',
      }),
    ).toBe('New password must be different from current password');
    expect(
      validateChangePassword({
        currentPassword: 'Old123',
        newPassword: 'New1234',
        confirmPassword: 'New1234',
      }),
    ).toBeUndefined();
  });
});
