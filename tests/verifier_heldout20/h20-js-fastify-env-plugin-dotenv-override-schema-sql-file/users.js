const bcrypt = require('bcryptjs');

module.exports = async (app) => {
  const { User } = app.db;

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: { username, email, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }) } };
  });
};
