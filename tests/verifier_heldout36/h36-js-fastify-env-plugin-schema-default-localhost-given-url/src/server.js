const Fastify = require('fastify');
const fastifyEnv = require('@fastify/env');
const { createDatabase } = require('./database');
const schema = {
  type: 'object',
  required: ['DATABASE_URL'],
  properties: {
    DATABASE_URL: { type: 'string', default: 'postgres://postgres:postgres@localhost:5432/conduit_dev' },
    JWT_SECRET: { type: 'string', default: 'dev-secret' },
  },
};
async function main() {
  const app = Fastify({ logger: true });
  await app.register(fastifyEnv, { schema, confKey: 'config' });
  const { sequelize, Tag } = createDatabase(app.config.DATABASE_URL);
  await sequelize.sync();
  app.get('/api/health-check', async () => ({ ok: true }));
  app.get('/api/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
  await app.listen({ port: 3000, host: '0.0.0.0' });
}
main();
