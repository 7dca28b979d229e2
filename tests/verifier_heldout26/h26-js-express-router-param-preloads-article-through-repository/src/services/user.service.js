'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user.repository');
const { HttpishError } = require('./errors');

const SECRET = process.env.JWT_SECRET || 'realworld-secret';

const authJSON = (u) => ({
  email: u.email,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '30d' }),
  username: u.username,
  bio: u.bio || null,
  image: u.image || null,
});

module.exports = {
  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw new HttpishError(422, 'missing fields');
    if (await userRepository.taken(email, username)) throw new HttpishError(422, 'has already been taken');
    return authJSON(await userRepository.create({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = await userRepository.findByEmail(email || '');
    if (!u || !(await bcrypt.compare(password || '', u.password))) throw new HttpishError(401, 'invalid credentials');
    return authJSON(u);
  },
  async current(id) {
    const u = await userRepository.findById(id);
    if (!u) throw new HttpishError(404, 'not found');
    return authJSON(u);
  },
  decode(token) {
    return jwt.verify(token, SECRET);
  },
};
