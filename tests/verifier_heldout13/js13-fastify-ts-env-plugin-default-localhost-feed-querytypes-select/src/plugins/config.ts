import fp from 'fastify-plugin';
import fastifyEnv from '@fastify/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: { DATABASE_URL: string; JWT_SECRET: string; PORT: number };
  }
}

const schema = {
  type: 'object',
  required: ['DATABASE_URL'],
  properties: {
    DATABASE_URL: { type: 'string', default: 'postgres://postgres:postgres@localhost:5432/conduit' },
    JWT_SECRET: { type: 'string', default: 'conduit-secret' },
    PORT: { type: 'number', default: 3000 },
  },
};

export default fp(async (app) => {
  await app.register(fastifyEnv, { schema, confKey: 'config' });
});
