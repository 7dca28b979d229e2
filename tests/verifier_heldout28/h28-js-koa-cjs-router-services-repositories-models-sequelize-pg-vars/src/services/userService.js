const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { Invalid, Unauthorized, NotFound } = require('./errors');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

const authJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  decode(token) {
    return jwt.verify(token, SECRET).id;
  },
  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw new Invalid("can't be blank");
    if (await users.findByEmail(email)) throw new Invalid('email has already been taken');
    return authJson(await users.create({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = await users.findByEmail(email);
    if (!u || !(await bcrypt.compare(password || '', u.passwordHash))) throw new Unauthorized('invalid credentials');
    return authJson(u);
  },
  async current(id) {
    const u = await users.findById(id);
    if (!u) throw new NotFound('user not found');
    return authJson(u);
  },
};
