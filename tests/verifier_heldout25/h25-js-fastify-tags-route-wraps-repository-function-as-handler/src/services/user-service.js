const bcrypt = require('bcryptjs');
const users = require('../repositories/user-repository');

module.exports = {
  async register({ email, username, password }) {
    return users.create({ email, username, password: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await users.byEmail(email);
    return user && (await bcrypt.compare(password, user.password)) ? user : null;
  },
  current: (id) => users.byId(id),
};
