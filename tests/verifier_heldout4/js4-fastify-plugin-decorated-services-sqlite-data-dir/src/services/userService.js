'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');

function httpError(statusCode, message) {
  const err = new Error(message);
  err.statusCode = statusCode;
  return err;
}

class UserService {
  constructor(users) {
    this.users = users;
  }

  toAuthJSON(user) {
    return {
      email: user.email,
      token: jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: '7d' }),
      username: user.username,
      bio: user.bio,
      image: user.image,
    };
  }

  async register({ username, email, password }) {
    if (!username || !email || !password) throw httpError(422, 'username, email and password are required');
    if (await this.users.findByEmail(email)) throw httpError(422, 'email has already been taken');
    if (await this.users.findByUsername(username)) throw httpError(422, 'username has already been taken');
    const user = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return this.toAuthJSON(user);
  }

  async login({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw httpError(401, 'invalid credentials');
    return this.toAuthJSON(user);
  }

  async current(id) {
    const user = await this.users.findById(id);
    if (!user) throw httpError(404, 'user not found');
    return this.toAuthJSON(user);
  }

  async update(id, changes) {
    const data = { ...changes };
    if (data.password) {
      data.passwordHash = await bcrypt.hash(data.password, 10);
      delete data.password;
    }
    return this.toAuthJSON(await this.users.update(id, data));
  }
}

module.exports = UserService;
module.exports.httpError = httpError;
