'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { Op } = require('sequelize');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit';
const out = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

module.exports = async function (app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = (req.body && req.body.user) || {};
    if (!email || !username || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    if (await User.findOne({ where: { [Op.or]: [{ email }, { username }] } })) {
      return reply.code(422).send({ errors: { body: ['already taken'] } });
    }
    const user = await User.create({ email, username, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: out(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = (req.body && req.body.user) || {};
    const user = await User.findOne({ where: { email: email || '' } });
    if (!user || !(await bcrypt.compare(password || '', user.password))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: out(user) };
  });
};
