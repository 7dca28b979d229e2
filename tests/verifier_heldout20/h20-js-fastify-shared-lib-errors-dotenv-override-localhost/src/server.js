const config = require('./config');
const Fastify = require('fastify');
const { AppError } = require('./lib/errors');
const { migrate } = require('./repositories/db');

const app = Fastify({ logger: true });
app.setErrorHandler((err, req, reply) => {
  const status = err instanceof AppError ? err.status : 500;
  reply.code(status).send({ errors: { body: [err.message] } });
});
app.decorateRequest('userId', null);
app.addHook('onRequest', require('./hooks/authenticate')(config.jwtSecret));
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/users'), { prefix: '/api' });

migrate().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
