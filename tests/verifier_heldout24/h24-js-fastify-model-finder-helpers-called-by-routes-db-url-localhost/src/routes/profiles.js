const { findUserByUsername } = require('../models');

module.exports = async function profileRoutes(fastify) {
  fastify.get('/profiles/:username', async (req, reply) => {
    const user = await findUserByUsername(req.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};
