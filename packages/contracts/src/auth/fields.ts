import { z } from 'zod';

/** Spec §5 email rule: required, then a simple pattern. Stored trimmed and lower-cased. */
export const ZEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());

/** Spec §5 sign-up password: 6-128 characters with a lowercase letter, an uppercase letter and a number. */
export const ZNewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be less than 128 characters')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/\d/, 'Password must contain at least one number');

/** A password being checked, not set: any non-empty string up to the longest we ever accept. */
export const ZPasswordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password must be less than 128 characters');

export const ZEmailRequestSchema = z.object({ email: ZEmailSchema });
export type TEmailRequest = z.infer<typeof ZEmailRequestSchema>;
