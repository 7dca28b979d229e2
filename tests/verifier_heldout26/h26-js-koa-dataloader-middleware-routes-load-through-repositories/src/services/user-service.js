'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const out = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio || null, image: u.image || null });

module.exports = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw Object.assign(new Error('missing fields'), { status: 422 });
    if (await users.findByEmail(email)) throw Object.assign(new Error('email already taken'), { status: 422 });
    return out(await users.create({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = await users.findByEmail(email || '');
    if (!u || !(await bcrypt.compare(password || '', u.password))) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return out(u);
  },
};
