const bcrypt = require('bcryptjs');

module.exports = async (fastify) => {
  const { User } = fastify.db.models;

  fastify.post('/users/login', async (request, reply) => {
    const { email, password } = request.body.user || {};
    const user = await User.findOne({ where: { email } });
    if (!user || !bcrypt.compareSync(password, user.password)) {
      return reply.code(401).send({ errors: { body: ['invalid email or password'] } });
    }
    const token = fastify.jwt.sign({ id: user.id });
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } };
  });
};
