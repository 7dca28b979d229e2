'use strict';

const bcrypt = require('bcryptjs');

function createUserService(users) {
  function fail(statusCode, message) {
    throw Object.assign(new Error(message), { statusCode });
  }

  return {
    async register({ username, email, password }) {
      if (!username || !email || !password) fail(422, 'username, email and password are required');
      if (await users.findByEmail(email)) fail(422, 'email has already been taken');
      return users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    },
    async current(id) {
      const user = await users.findById(id);
      if (!user) fail(404, 'user not found');
      return user;
    },
    async updateCurrent(id, input) {
      const user = await this.current(id);
      const changes = {};
      for (const key of ['username', 'email', 'bio', 'image']) if (input[key] !== undefined) changes[key] = input[key];
      if (input.password) changes.passwordHash = await bcrypt.hash(input.password, 10);
      return users.update(user, changes);
    },
  };
}

module.exports = createUserService;
