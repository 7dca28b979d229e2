const fastify = require('fastify')({ logger: true });
const { sequelize, User } = require('./db');

fastify.addHook('onReady', async () => {
  const [[row]] = await sequelize.query('SELECT version() AS version');
  fastify.log.info({ postgres: row.version }, 'connected');
});

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/profiles/:username', async (req, reply) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
  return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
