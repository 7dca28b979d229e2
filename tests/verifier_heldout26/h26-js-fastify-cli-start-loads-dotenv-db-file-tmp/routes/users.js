'use strict';
const bcrypt = require('bcryptjs');

module.exports = async function userRoutes(fastify) {
  const { db } = fastify;
  const asUser = (u) => ({ email: u.email, token: fastify.signToken(u), username: u.username, bio: u.bio, image: u.image });

  fastify.post('/users', async (request, reply) => {
    const { email, username, password } = request.body?.user ?? {};
    if (!email || !username || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    if (db.prepare('SELECT 1 FROM users WHERE email = ? OR username = ?').get(email, username)) {
      return reply.code(422).send({ errors: { body: ['email or username already taken'] } });
    }
    const info = db.prepare('INSERT INTO users (email, username, password) VALUES (?, ?, ?)')
      .run(email, username, bcrypt.hashSync(password, 10));
    const user = db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid);
    return reply.code(201).send({ user: asUser(user) });
  });

  fastify.post('/users/login', async (request, reply) => {
    const { email, password } = request.body?.user ?? {};
    const user = db.prepare('SELECT * FROM users WHERE email = ?').get(email ?? '');
    if (!user || !bcrypt.compareSync(password ?? '', user.password)) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: asUser(user) };
  });

  fastify.get('/user', { preHandler: fastify.authenticate }, async (request) => {
    const user = db.prepare('SELECT * FROM users WHERE id = ?').get(request.userId);
    return { user: asUser(user) };
  });
};
