'use strict';

const Fastify = require('fastify');
const { env } = require('./env');

const app = Fastify({ logger: true });
app.register(require('./plugins/db'));
app.register(require('./routes/tags'));
app.listen({ port: Number(env('PORT', 3000)), host: '0.0.0.0' });
