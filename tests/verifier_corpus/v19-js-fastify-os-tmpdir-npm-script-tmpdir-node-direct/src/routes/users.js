'use strict';

const bcrypt = require('bcryptjs');

module.exports = async function users(fastify) {
  const { User } = fastify.models;
  const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) });

  fastify.post('/api/users', async (request, reply) => {
    const { username, email, password } = request.body.user || {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: present(user) });
  });

  fastify.post('/api/users/login', async (request, reply) => {
    const { email, password } = request.body.user || {};
    const user = await User.findOne({ where: { email: email || '' } });
    if (!user || !(await bcrypt.compare(password || '', user.password))) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return { user: present(user) };
  });

  fastify.get('/api/tags', async () => {
    const tags = await fastify.models.Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
