const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/users');

const SECRET = process.env.JWT_SECRET || 'koa-layered';
const toJSON = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ email, username, password }) {
    return toJSON(await users.insert({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.password))) return null;
    return toJSON(u);
  },
};
