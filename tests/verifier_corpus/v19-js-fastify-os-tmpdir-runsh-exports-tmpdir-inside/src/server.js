'use strict';

const Fastify = require('fastify');

const app = Fastify({ logger: true });

app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-local-secret' });
app.register(require('./plugins/db'));
app.register(require('./routes/users'));
app.get('/api/health', async () => ({ ok: true }));

app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
