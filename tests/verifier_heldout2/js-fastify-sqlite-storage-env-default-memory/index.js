const fastify = require('fastify')({ logger: false });
const { sequelize, User } = require('./lib/models');

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.post('/api/users', async (req, reply) => {
  const { username, email, password } = req.body.user;
  const user = await User.create({ username, email, password });
  return reply.code(201).send({ user: { username: user.username, email: user.email } });
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
