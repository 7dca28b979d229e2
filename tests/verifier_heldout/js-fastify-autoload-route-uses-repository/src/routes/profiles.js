const userRepository = require('../repositories/userRepository');

module.exports = async function profiles(fastify) {
  fastify.get('/profiles/:username', async (request, reply) => {
    const user = await userRepository.findByUsername(request.params.username);
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};

module.exports.autoPrefix = '/api';
