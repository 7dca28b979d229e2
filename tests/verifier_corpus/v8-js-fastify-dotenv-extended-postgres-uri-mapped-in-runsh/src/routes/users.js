const User = require('../models/user');

async function userRoutes(fastify) {
  fastify.post('/users', async (request, reply) => {
    const { username, email } = request.body.user;
    const user = await User.create({ username, email });
    return reply.code(201).send({ user: { username: user.username, email: user.email, bio: null, image: null } });
  });

  fastify.get('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
}

module.exports = userRoutes;
