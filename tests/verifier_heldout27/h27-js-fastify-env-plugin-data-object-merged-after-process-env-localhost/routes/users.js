'use strict';

const bcrypt = require('bcryptjs');

module.exports = async function users(app) {
  const { User } = app.models;
  const view = (u) => ({ email: u.email, token: app.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: view(user) };
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: view(user) };
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: view(await User.findByPk(req.user.id)) }));
};
