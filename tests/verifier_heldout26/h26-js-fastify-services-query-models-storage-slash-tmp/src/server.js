'use strict';
const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });

app.setErrorHandler((err, req, reply) => reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } }));
app.register(require('./plugins/auth'));
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/users'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
