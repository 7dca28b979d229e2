const Fastify = require('fastify');
const { sequelize } = require('./models');
const { ServiceError } = require('./services/comments');

const app = Fastify({ logger: true });

app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit', verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') } });
app.decorate('authenticate', async (request, reply) => {
  try { await request.jwtVerify(); } catch (err) { reply.code(401).send({ errors: { token: ['invalid'] } }); }
});
app.register(require('./plugins/services'));
app.register(async (api) => {
  api.get('/health-check', async () => ({ status: 'ok' }));
  api.register(require('./routes/comments'));
}, { prefix: '/api' });

app.setErrorHandler((err, request, reply) => {
  if (err instanceof ServiceError) return reply.code(err.statusCode).send({ errors: { body: [err.message] } });
  request.log.error(err);
  return reply.code(500).send({ errors: { body: ['internal error'] } });
});

app.addHook('onReady', async () => { await sequelize.sync(); });

app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
