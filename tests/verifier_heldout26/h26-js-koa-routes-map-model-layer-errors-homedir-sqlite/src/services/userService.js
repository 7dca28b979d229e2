'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');
const { ValidationError } = require('../models/errors');

const SECRET = process.env.JWT_SECRET || 'koa-layers';

const authView = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

class InvalidCredentials extends Error {}

module.exports = {
  InvalidCredentials,
  userIdFromToken: (token) => jwt.verify(token, SECRET).id,
  register({ email, username, password } = {}) {
    if (!email || !username || !password) throw new ValidationError('email, username and password are required');
    return authView(userRepository.insert({ email, username, password: bcrypt.hashSync(password, 10) }));
  },
  login({ email, password } = {}) {
    const u = userRepository.findByEmail(email || '');
    if (!u || !bcrypt.compareSync(password || '', u.password)) throw new InvalidCredentials('email or password is invalid');
    return authView(u);
  },
  current: (id) => authView(userRepository.getById(id)),
};
