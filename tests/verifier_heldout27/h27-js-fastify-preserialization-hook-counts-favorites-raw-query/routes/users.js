'use strict';

const bcrypt = require('bcryptjs');
const { User } = require('../lib/db');
const token = require('../lib/token');

module.exports = async function (app) {
  const out = (u) => ({ email: u.email, token: token.sign(u), username: u.username, bio: u.bio || null, image: u.image || null });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const u = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: out(u) };
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const u = await User.findOne({ where: { email } });
    if (!u || !(await bcrypt.compare(password, u.password))) return reply.code(401).send({ errors: { body: ['invalid'] } });
    return { user: out(u) };
  });
};
