'use strict';

const bcrypt = require('bcryptjs');

module.exports = async function users(fastify) {
  const { User } = fastify.db;
  const view = (u) => ({ email: u.email, token: fastify.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });

  fastify.post('/users', async (req, reply) => {
    const { username, email, password } = (req.body && req.body.user) || {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const user = await User.create({ username, email, password: bcrypt.hashSync(password, 8) });
    return reply.code(201).send({ user: view(user) });
  });

  fastify.post('/users/login', async (req, reply) => {
    const { email, password } = (req.body && req.body.user) || {};
    const user = await User.findOne({ where: { email } });
    if (!user || !bcrypt.compareSync(password || '', user.password)) return reply.code(401).send({ errors: { body: ['invalid'] } });
    return { user: view(user) };
  });

  fastify.get('/user', { onRequest: [fastify.auth] }, async (req) => ({ user: view(await User.findByPk(req.user.id)) }));
};
