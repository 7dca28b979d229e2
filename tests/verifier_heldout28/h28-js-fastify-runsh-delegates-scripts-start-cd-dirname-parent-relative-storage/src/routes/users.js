const bcrypt = require('bcryptjs');
const { User } = require('../models');
const auth = require('../lib/auth');

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: auth.sign(u) });

module.exports = async function (app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = req.body.user;
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: view(user) };
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      reply.code(401);
      return { errors: { body: ['invalid credentials'] } };
    }
    return { user: view(user) };
  });
};
