const Fastify = require('fastify');
const { sequelize, User } = require('./db');
const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/user', async (req, reply) => {
  const user = await User.findByPk(1);
  return user ? { user } : reply.code(401).send({ errors: { body: ['unauthorized'] } });
});
sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
