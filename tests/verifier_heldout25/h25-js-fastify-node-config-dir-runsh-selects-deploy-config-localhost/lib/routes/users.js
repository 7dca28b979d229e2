const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('config');
const { User } = require('../db');

const secret = config.get('auth.secret');
const view = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, secret) } });

module.exports = async function (app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = req.body.user;
    const user = await User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
    return reply.code(201).send(view(user));
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return view(user);
  });
};
