'use strict';

const Fastify = require('fastify');
const sequelize = require('./db');
require('./models/article');

const app = Fastify({ logger: true });

app.decorateRequest('userId', undefined);
app.addHook('onRequest', async (request) => {
  const header = request.headers.authorization || '';
  const match = /^Token (\d+)$/.exec(header);
  request.userId = match ? Number(match[1]) : undefined;
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
