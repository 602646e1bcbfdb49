import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelopeSchema } from '@pantau/contracts';
import { AppError } from '../src/platform/errors.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('error answers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      configure: (app) => {
        const api = app.withTypeProvider<ZodTypeProvider>();
        api.post(
          '/api/test/echo',
          { schema: { body: z.object({ email: z.email('Please enter a valid email address') }) } },
          async (request) => ({ ok: true, data: request.body }),
        );
        api.get('/api/test/boom', async () => {
          throw new Error('database password is hunter2');
        });
        api.get('/api/test/conflict', async () => {
          throw new AppError(409, 'EMAIL_TAKEN');
        });
      },
    });
  });
  afterAll(() => server.close());

  const readError = async (response: Response) => ZErrorEnvelopeSchema.parse(await response.json()).error;

  it('answers an unknown API path with 404 JSON, not the web app', async () => {
    const response = await fetch(`${server.baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await readError(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'Service not found. Please try again later.',
    });
  });

  it('names the field and the schema message when a body fails validation', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('answers malformed JSON with the spec 400 message', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid request. Please check your input and try again.',
    });
  });

  it('uses the spec message for a status when a service raises it without one', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/conflict`);
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Account already exists with this email.',
    });
  });

  it('hides an unexpected failure behind the spec 500 message and logs it with the request id', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(ZErrorEnvelopeSchema.parse(JSON.parse(text)).error).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Server error. Please try again later.',
    });
    const requestId = response.headers.get('x-request-id');
    const logged = server.logs().find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: requestId, level: 50 });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });
});
