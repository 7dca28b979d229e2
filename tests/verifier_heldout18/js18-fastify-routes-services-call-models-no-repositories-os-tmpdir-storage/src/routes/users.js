const users = require('../services/userService');

module.exports = async function (fastify) {
  const present = (u) => ({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) } });
  fastify.post('/users', async (req, reply) => { reply.code(201); return present(await users.register(req.body.user)); });
  fastify.post('/users/login', async (req) => present(await users.login(req.body.user)));
};
