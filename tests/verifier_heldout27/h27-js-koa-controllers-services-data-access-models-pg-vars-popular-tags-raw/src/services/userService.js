const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../data-access/userDataAccess');

const SECRET = process.env.JWT_SECRET || 'layered-koa';
const toJSON = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

module.exports = {
  async register({ username, email, password }) {
    return toJSON(await users.insert({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.password))) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return toJSON(u);
  },
  async userFromToken(token) {
    try {
      return await users.byId(jwt.verify(token, SECRET).id);
    } catch (e) {
      return null;
    }
  },
};
