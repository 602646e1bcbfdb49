import { describe, expect, it } from 'vitest';
import {
  validateForgotEmail,
  validateLogin,
  validateResetPassword,
  validateSignUp,
  type SignUpValues,
} from './validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects an address without a simple pattern', () => {
    expect(validateLogin({ email: 'rina@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateLogin({ email: 'rina@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  const valid: SignUpValues = {
    firstName: 'Rina',
    lastName: 'Wijaya',
    email: 'rina@example.com',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    acceptTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('gives every spec message', () => {
    expect(
      validateSignUp({
        firstName: ' R ',
        lastName: '',
        email: 'nope',
        password: 'abc',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      acceptTerms: 'You must agree to the terms and conditions',
    });
  });

  it.each([
    ['secret12', 'Password must contain at least one uppercase letter'],
    ['SECRET12', 'Password must contain at least one lowercase letter'],
    ['Secretxx', 'Password must contain at least one number'],
    ['Aa1'.padEnd(129, 'x'), 'Password must be less than 128 characters'],
  ])('checks the password %#', (password, message) => {
    expect(validateSignUp({ ...valid, password, confirmPassword: password }).password).toBe(message);
  });

  it('wants the confirmation to match', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'Secret13' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});

describe('validateForgotEmail', () => {
  it('requires an address with @', () => {
    expect(validateForgotEmail('')).toBe('Email is required');
    expect(validateForgotEmail('rina')).toBe('Please enter a valid email');
    expect(validateForgotEmail('rina@example.com')).toBeUndefined();
  });
});

describe('validateResetPassword', () => {
  it('uses the Indonesian messages', () => {
    expect(validateResetPassword({ password: 'abc', confirmPassword: 'abc' }).password).toBe(
      'Password harus minimal 6 karakter',
    );
    expect(validateResetPassword({ password: 'abcdefg', confirmPassword: 'abcdefg' }).password).toBe(
      'Password harus mengandung huruf besar, huruf kecil, dan angka',
    );
    expect(validateResetPassword({ password: 'Secret12', confirmPassword: 'Secret13' }).confirmPassword).toBe(
      'Password dan konfirmasi password tidak sama',
    );
    expect(validateResetPassword({ password: 'Secret12', confirmPassword: 'Secret12' })).toEqual({});
  });
});
