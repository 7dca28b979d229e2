'use strict';

const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');

module.exports = async (fastify) => {
  const { User } = fastify.models;
  const out = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, jwtSecret), username: u.username, bio: u.bio, image: u.image });

  fastify.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    reply.code(201);
    return { user: out(user) };
  });

  fastify.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      reply.code(401);
      return { errors: { 'email or password': ['is invalid'] } };
    }
    return { user: out(user) };
  });
};
