const fastify = require('fastify')({ logger: true });
const { sequelize, User, Follow } = require('./models');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));

fastify.get('/api/profiles/:username', async (req, reply) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
  const viewer = Number(req.headers['x-user-id']) || null;
  const following = viewer ? (await Follow.count({ where: { followerId: viewer, followingId: user.id } })) > 0 : false;
  return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
