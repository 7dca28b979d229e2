'use strict';

const bcrypt = require('bcryptjs');

class UserService {
  constructor({ userRepository }) {
    this.users = userRepository;
  }

  async register({ username, email, password }) {
    if (await this.users.findByEmail(email)) {
      throw Object.assign(new Error('email has already been taken'), { statusCode: 422 });
    }
    return this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  }

  async authenticate({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw Object.assign(new Error('invalid credentials'), { statusCode: 401 });
    }
    return user;
  }

  get(id) {
    return this.users.findById(id);
  }
}

module.exports = UserService;
