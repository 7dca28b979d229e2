const bcrypt = require('bcryptjs');
const users = require('../repositories/userRepository');

module.exports = {
  async register({ username, email, password }) {
    return users.create({ username, email, password: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) {
      throw Object.assign(new Error('email or password is invalid'), { statusCode: 401 });
    }
    return user;
  },
};
