const userService = require('../services/userService');

module.exports = async function (app) {
  const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => reply.code(201).send({ user: present(await userService.register(req.body.user)) }));
  app.post('/users/login', async (req) => ({ user: present(await userService.login(req.body.user)) }));
};
