'use strict';

const fastify = require('fastify')({ logger: true });
const { sequelize, User } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));

fastify.get('/api/profiles/:username', async (request, reply) => {
  const user = await User.findOne({ where: { username: request.params.username } });
  if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
  return { profile: { username: user.username, bio: user.bio, image: null, following: false } };
});

sequelize.sync()
  .then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }))
  .catch((err) => { fastify.log.error(err); process.exit(1); });
