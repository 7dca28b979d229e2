'use strict';

module.exports = async function profiles(fastify) {
  const { User } = fastify.models;

  fastify.get('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};
