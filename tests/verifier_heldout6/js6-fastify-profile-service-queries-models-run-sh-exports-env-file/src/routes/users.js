const users = require('../services/user.service');

module.exports = async function (fastify) {
  const view = (u) => ({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) } });
  fastify.post('/users', async (req, reply) => reply.code(201).send(view(await users.register(req.body.user))));
  fastify.post('/users/login', async (req, reply) => {
    const user = await users.login(req.body.user);
    return user ? view(user) : reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
  });
};
