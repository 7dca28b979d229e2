const Fastify = require('fastify');
const config = require('./config');
const { sequelize } = require('./models');

const app = Fastify({ logger: true });

app.register(require('@fastify/jwt'), {
  secret: config.jwtSecret,
  verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^(Token|Bearer) /, '') },
});
app.decorate('auth', async (req, reply) => {
  try { await req.jwtVerify(); } catch (err) { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});
app.decorate('optionalAuth', async (req) => {
  if (req.headers.authorization) { try { await req.jwtVerify(); } catch (err) { /* ignore */ } }
});

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/users'), { prefix: '/api' });
app.register(require('./routes/profiles'), { prefix: '/api' });
app.register(require('./routes/articles'), { prefix: '/api' });

(async () => {
  await sequelize.sync();
  await app.listen({ port: config.port, host: '0.0.0.0' });
})();
