'use strict';

const { User, Follow } = require('../models/profile');

module.exports = async function profileRoutes(fastify) {
  const view = async (user, viewerId) => ({
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: viewerId
      ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0
      : false,
  });

  fastify.get('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: await view(user, Number(request.headers['x-user-id']) || null) };
  });

  fastify.post('/profiles/:username/follow', async (request, reply) => {
    const viewerId = Number(request.headers['x-user-id']);
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
    return { profile: await view(user, viewerId) };
  });
};
