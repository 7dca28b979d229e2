const bcrypt = require('bcryptjs');
const { User } = require('../models');

module.exports = async function (fastify) {
  const userJson = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) } });

  fastify.post('/users', async (request, reply) => {
    const { email, username, password } = request.body.user;
    if (await User.findOne({ where: { email } })) {
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    }
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 8) });
    return reply.code(201).send(userJson(user));
  });

  fastify.post('/users/login', async (request, reply) => {
    const { email, password } = request.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !bcrypt.compareSync(password, user.password)) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return userJson(user);
  });

  fastify.get('/user', { onRequest: [fastify.auth] }, async (request) => userJson(await User.findByPk(request.user.id)));
};
