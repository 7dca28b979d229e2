const bcrypt = require('bcryptjs');
const { User } = require('../models');
const jwt = require('../services/jwt');

module.exports = async (fastify) => {
  const format = (user) => ({ email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign(user) });

  fastify.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: bcrypt.hashSync(password, 10) });
    return reply.status(201).send({ user: format(user) });
  });

  fastify.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !bcrypt.compareSync(password, user.password)) {
      return reply.status(401).send({ errors: { body: ['email or password is invalid'] } });
    }
    return { user: format(user) };
  });
};
