'use strict';

module.exports = async function profiles(fastify) {
  fastify.get('/:username', async (request, reply) => {
    const user = await fastify.db.User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};
