'use strict';
require('dotenv-flow').config();

const Fastify = require('fastify');

const app = Fastify({ logger: true });

app.register(require('./plugins/db'));
app.register(require('./routes/profiles'), { prefix: '/api' });
app.register(require('./routes/comments'), { prefix: '/api' });

app.listen({ port: Number(process.env.PORT) || 3000, host: process.env.HOST || '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
