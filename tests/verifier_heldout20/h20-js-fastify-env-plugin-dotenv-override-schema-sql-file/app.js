const path = require('path');
const fs = require('fs');
const Fastify = require('fastify');

const schema = {
  type: 'object',
  required: ['DATABASE_URL', 'JWT_SECRET'],
  properties: {
    DATABASE_URL: { type: 'string' },
    JWT_SECRET: { type: 'string' },
    PORT: { type: 'integer', default: 3000 },
  },
};

async function build() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/env'), {
    schema,
    dotenv: { path: path.join(__dirname, '.env'), override: true },
  });

  const { createDatabase } = require('./db');
  const db = createDatabase(app.config.DATABASE_URL);
  await db.sequelize.query(fs.readFileSync(path.join(__dirname, 'sql', 'schema.sql'), 'utf8'));
  app.decorate('db', db);

  app.register(require('@fastify/jwt'), { secret: app.config.JWT_SECRET });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./users'), { prefix: '/api' });
  return app;
}

build().then((app) => app.listen({ port: app.config.PORT, host: '0.0.0.0' }));
