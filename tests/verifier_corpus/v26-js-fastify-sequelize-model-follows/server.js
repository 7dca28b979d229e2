const fastify = require('fastify')();
const { sequelize, User } = require('./models');
const follows = require('./followRepository');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.post('/api/profiles/:username/follow', async (req, reply) => {
  const me = await User.findByPk(Number(req.headers['x-user-id']));
  const target = await User.findOne({ where: { username: req.params.username } });
  if (!me || !target) return reply.code(404).send({ errors: { body: ['not found'] } });
  await follows.follow(me.id, target.id);
  return { profile: { username: target.username, bio: target.bio, image: target.image, following: await follows.isFollowing(me.id, target.id) } };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
