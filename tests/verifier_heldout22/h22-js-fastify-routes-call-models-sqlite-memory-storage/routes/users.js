const bcrypt = require('bcryptjs');
const { User } = require('../db');

module.exports = async function (fastify) {
  fastify.post('/users', async (request, reply) => {
    const { username, email, password } = request.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: fastify.sign(user.id) } };
  });

  fastify.get('/profiles/:username', async (request, reply) => {
    const user = await User.findOne({ where: { username: request.params.username } });
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });
};
