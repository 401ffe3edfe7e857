import Fastify from 'fastify';
import Type from 'typebox';
import { validatorCompiler } from '../src/validator-compiler';

// The request validator: header schemas are checked, their values converted where the
// schema asks, and a check that converts nothing leaves request.headers the raw headers object
// (Fastify otherwise rebuilds it on every read).

async function appWithHeaderRoute() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.get(
    '/h',
    { schema: { headers: Type.Object({ 'x-key': Type.Optional(Type.String({ minLength: 2 })), 'x-count': Type.Optional(Type.Integer()) }) } },
    async (request) => ({
      key: request.headers['x-key'] ?? null,
      count: request.headers['x-count'] ?? null,
      countType: typeof request.headers['x-count'],
      rawHeaders: request.headers === request.raw.headers,
    }),
  );
  app.post('/b', { schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => request.body);
  await app.ready();
  return app;
}

describe('validatorCompiler', () => {
  it('keeps the raw headers object when no header value needs converting', async () => {
    const app = await appWithHeaderRoute();
    const response = await app.inject({ method: 'GET', url: '/h', headers: { 'x-key': 'abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'abc', count: null, countType: 'undefined', rawHeaders: true });
    await app.close();
  });

  it('still converts a header value the schema asks for', async () => {
    const app = await appWithHeaderRoute();
    const response = await app.inject({ method: 'GET', url: '/h', headers: { 'x-count': '42' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: null, count: 42, countType: 'number' });
    await app.close();
  });

  it('still refuses a header that breaks its schema, and checks bodies strictly', async () => {
    const app = await appWithHeaderRoute();
    expect((await app.inject({ method: 'GET', url: '/h', headers: { 'x-key': 'a' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/b', payload: { n: '3' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/b', payload: { n: 3 } })).json()).toEqual({ n: 3 });
    await app.close();
  });
});
