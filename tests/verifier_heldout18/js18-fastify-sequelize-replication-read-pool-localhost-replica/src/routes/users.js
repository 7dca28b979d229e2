const bcrypt = require('bcryptjs');
const { User } = require('../models');

module.exports = async function (app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: { username, email, bio: null, image: null, token: app.jwt.sign({ id: user.id }) } };
  });
};
