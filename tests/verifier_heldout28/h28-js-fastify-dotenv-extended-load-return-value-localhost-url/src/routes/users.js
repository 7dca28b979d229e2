const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const config = require('../config');

const toUser = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ id: u.id }, config.jwtSecret),
});

module.exports = async function users(fastify) {
  fastify.post('/users', async (request, reply) => {
    const { email, username, password } = request.body.user;
    const user = await User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: toUser(user) };
  });

  fastify.post('/users/login', async (request, reply) => {
    const { email, password } = request.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      reply.code(401);
      return { errors: { body: ['invalid credentials'] } };
    }
    return { user: toUser(user) };
  });

  fastify.get('/user', async (request, reply) => {
    try {
      const token = (request.headers.authorization || '').replace('Token ', '');
      const { id } = jwt.verify(token, config.jwtSecret);
      return { user: toUser(await User.findByPk(id)) };
    } catch (e) {
      reply.code(401);
      return { errors: { body: ['unauthorized'] } };
    }
  });
};
