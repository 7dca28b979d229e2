const users = require('../services/user-service');
module.exports = async (app) => {
  const present = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) } });
  app.post('/users', async (req, reply) => reply.code(201).send(present(await users.register(req.body.user))));
  app.post('/users/login', async (req) => present(await users.login(req.body.user)));
};
