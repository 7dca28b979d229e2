const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/user.repository');

class HttpishError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

const toUser = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio || null,
  image: u.image || null,
  token: jwt.sign({ id: u.id }, config.jwtSecret, { expiresIn: '7d' }),
});

exports.register = async ({ email, username, password }) => {
  if (await users.findByEmail(email)) throw new HttpishError(422, 'email is already taken');
  const created = await users.create({ email, username, password: await bcrypt.hash(password, 10) });
  return toUser(created);
};

exports.login = async ({ email, password }) => {
  const u = await users.findByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.password))) throw new HttpishError(401, 'invalid credentials');
  return toUser(u);
};

exports.me = async (id) => toUser(await users.findById(id));

exports.profile = async (username, viewerId) => {
  const u = await users.findByUsername(username);
  if (!u) throw new HttpishError(404, 'profile not found');
  return { username: u.username, bio: u.bio, image: u.image, following: await users.isFollowing(viewerId, u) };
};

exports.verify = (token) => jwt.verify(token, config.jwtSecret);
