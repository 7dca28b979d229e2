'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

class DomainError extends Error {
  constructor(code, message) { super(message); this.code = code; }
}

function makeUserService({ jwtSecret }) {
  const issue = (u) => ({
    email: u.email,
    token: jwt.sign({ uid: u.id }, jwtSecret, { expiresIn: '14d' }),
    username: u.username,
    bio: u.bio,
    image: u.image,
  });

  return {
    authenticate(token) {
      return jwt.verify(token, jwtSecret).uid;
    },
    async register({ email, username, password } = {}) {
      if (!email || !username || !password) throw new DomainError('invalid', 'email, username and password are required');
      if ((await users.findByEmail(email)) || (await users.findByUsername(username))) {
        throw new DomainError('invalid', 'email or username has already been taken');
      }
      return issue(await users.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
    },
    async login({ email, password } = {}) {
      const u = email ? await users.findByEmail(email) : null;
      if (!u || !(await bcrypt.compare(password || '', u.passwordHash))) throw new DomainError('unauthorized', 'invalid credentials');
      return issue(u);
    },
    async me(id) {
      const u = await users.findById(id);
      if (!u) throw new DomainError('not_found', 'user not found');
      return issue(u);
    },
    async profile(username, viewerId) {
      const u = await users.findByUsername(username);
      if (!u) throw new DomainError('not_found', 'profile not found');
      return u.toProfile(viewerId ? await users.isFollowing(viewerId, u.id) : false);
    },
    async follow(username, viewerId, on) {
      const u = await users.findByUsername(username);
      if (!u) throw new DomainError('not_found', 'profile not found');
      if (on) await users.follow(viewerId, u.id); else await users.unfollow(viewerId, u.id);
      return u.toProfile(on);
    },
  };
}

module.exports = { makeUserService, DomainError };
