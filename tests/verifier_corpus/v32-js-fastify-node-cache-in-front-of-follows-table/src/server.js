'use strict';

const fastify = require('fastify')({ logger: true });
const { sequelize, User } = require('./db');
const follows = require('./follows');

async function currentUser(request) {
  const header = request.headers.authorization || '';
  if (!header.startsWith('Token ')) return null;
  return User.findOne({ where: { token: header.slice(6) } });
}

async function profileOf(username, viewer) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  const following = viewer ? await follows.isFollowing(viewer.id, user.id) : false;
  return { user, profile: { username: user.username, bio: user.bio, image: null, following } };
}

fastify.get('/api/health-check', async () => ({ status: 'ok' }));

fastify.get('/api/profiles/:username', async (request, reply) => {
  const found = await profileOf(request.params.username, await currentUser(request));
  if (!found) return reply.code(404).send({ errors: { body: ['profile not found'] } });
  return { profile: found.profile };
});

fastify.post('/api/profiles/:username/follow', async (request, reply) => {
  const viewer = await currentUser(request);
  if (!viewer) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  const found = await profileOf(request.params.username, viewer);
  if (!found) return reply.code(404).send({ errors: { body: ['profile not found'] } });
  await follows.follow(viewer.id, found.user.id);
  return { profile: { ...found.profile, following: true } };
});

fastify.delete('/api/profiles/:username/follow', async (request, reply) => {
  const viewer = await currentUser(request);
  if (!viewer) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  const found = await profileOf(request.params.username, viewer);
  if (!found) return reply.code(404).send({ errors: { body: ['profile not found'] } });
  await follows.unfollow(viewer.id, found.user.id);
  return { profile: { ...found.profile, following: false } };
});

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }));
