const Fastify = require('fastify');
const jwt = require('jsonwebtoken');
const config = require('./config');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });
app.decorate('auth', async (req, reply) => {
  try {
    req.user = jwt.verify((req.headers.authorization || '').replace(/^Token /, ''), config.jwtSecret);
  } catch {
    reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
});
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/articles'), { prefix: '/api' });
app.register(require('./routes/profiles'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: config.port, host: '0.0.0.0' }));
