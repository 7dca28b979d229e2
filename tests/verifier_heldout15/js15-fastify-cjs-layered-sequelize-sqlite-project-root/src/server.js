const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });

app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit', verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') } });
app.decorate('authenticate', async (request, reply) => {
  try { await request.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/favorites'), { prefix: '/api' });

const start = async () => {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
};
start().catch((err) => { app.log.error(err); process.exit(1); });
