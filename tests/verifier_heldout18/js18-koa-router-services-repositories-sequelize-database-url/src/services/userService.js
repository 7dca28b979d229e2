const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { jwtSecret } = require('../config');

const present = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });
const fail = (status, msg) => Object.assign(new Error(msg), { status });

exports.register = async ({ username, email, password } = {}) => {
  if (!username || !email || !password) throw fail(422, 'missing fields');
  if (await users.byEmail(email)) throw fail(422, 'email taken');
  return present(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
};
exports.login = async ({ email, password } = {}) => {
  const u = await users.byEmail(email);
  if (!u || !(await bcrypt.compare(password || '', u.password))) throw fail(401, 'invalid credentials');
  return present(u);
};
exports.current = async (id) => present(await users.byId(id));
exports.update = async (id, attrs) => present(await users.update(await users.byId(id), attrs));
