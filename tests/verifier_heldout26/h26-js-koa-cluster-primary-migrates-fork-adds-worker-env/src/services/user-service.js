'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'koa-cluster-secret';

const fail = (status, message) => Object.assign(new Error(message), { status, expose: true });

const authUser = (u) => ({
  email: u.email,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }),
  username: u.username,
  bio: u.bio,
  image: u.image,
});

module.exports = {
  decode(token) {
    return jwt.verify(token, SECRET).id;
  },
  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw fail(422, 'email, username and password are required');
    if ((await users.byEmail(email)) || (await users.byUsername(username))) throw fail(422, 'already taken');
    return authUser(await users.create({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = email ? await users.byEmail(email) : null;
    if (!u || !(await bcrypt.compare(password || '', u.passwordHash))) throw fail(401, 'invalid credentials');
    return authUser(u);
  },
  async current(id) {
    const u = await users.byId(id);
    if (!u) throw fail(404, 'user not found');
    return authUser(u);
  },
  async update(id, changes = {}) {
    const passwordHash = changes.password ? await bcrypt.hash(changes.password, 10) : undefined;
    return authUser(await users.update(id, { ...changes, passwordHash }));
  },
  async profile(username, viewerId) {
    const u = await users.byUsername(username);
    if (!u) throw fail(404, 'profile not found');
    return u.profile(viewerId ? await users.isFollowing(viewerId, u.id) : false);
  },
  async setFollow(username, viewerId, on) {
    const u = await users.byUsername(username);
    if (!u) throw fail(404, 'profile not found');
    if (on) await users.follow(viewerId, u.id); else await users.unfollow(viewerId, u.id);
    return u.profile(on);
  },
};
