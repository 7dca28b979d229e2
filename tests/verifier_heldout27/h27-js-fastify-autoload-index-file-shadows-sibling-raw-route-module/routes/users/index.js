'use strict';

const bcrypt = require('bcryptjs');

module.exports = async function (fastify) {
  const { User } = fastify.db.models;
  const view = (u) => ({ email: u.email, token: fastify.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });

  fastify.post('/', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: view(user) };
  });

  fastify.post('/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) return reply.code(401).send({ errors: { body: ['invalid'] } });
    return { user: view(user) };
  });
};
