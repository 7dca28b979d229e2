const bcrypt = require('bcryptjs');

module.exports = function userService({ users }) {
  return {
    async register({ username, email, password }) {
      if (await users.findByEmail(email)) {
        const err = new Error('email has already been taken');
        err.statusCode = 422;
        throw err;
      }
      return users.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    },
    async authenticate({ email, password }) {
      const user = await users.findByEmail(email);
      if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
        const err = new Error('email or password is invalid');
        err.statusCode = 401;
        throw err;
      }
      return user;
    },
  };
};
