/** /auth/callback handles the same links as /auth/verify. */
export { VerifyPage as CallbackPage } from './verify-page';
