'use strict';

const Fastify = require('fastify');
const sequelize = require('./sequelize');
require('./4-models/article');

const app = Fastify({ logger: true });

app.decorateRequest('userId', null);
app.addHook('onRequest', async (request) => {
  request.userId = Number(request.headers['x-user-id']) || null;
});
app.setErrorHandler((err, request, reply) => {
  reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./1-routes/articles'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
