const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/user.repository');

const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) });

exports.register = async ({ username, email, password }) =>
  withToken(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));

exports.login = async ({ email, password }) => {
  const u = await users.findByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.password))) return null;
  return withToken(u);
};

exports.current = async (id) => {
  const u = await users.findById(id);
  return u && withToken(u);
};
