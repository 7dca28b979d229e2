const { User } = require('../models');

module.exports = async function profiles(fastify) {
  fastify.get('/profiles/:username', async (req, reply) => {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    const viewerId = req.headers['x-user-id'] ? Number(req.headers['x-user-id']) : null;
    const following = viewerId ? await user.hasFollower(viewerId) : false;
    return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
  });
};
