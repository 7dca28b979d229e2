'use strict';

const Fastify = require('fastify');
const { sequelize, User } = require('./lib/db');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/profiles/:username', async (request, reply) => {
  const user = await User.findOne({ where: { username: request.params.username } });
  if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
  return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
