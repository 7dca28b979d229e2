const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');
const SECRET = process.env.JWT_SECRET || 'conduit';

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.register = async ({ username, email, password }) => view(await users.insert({ username, email, password: await bcrypt.hash(password, 10) }));
exports.login = async ({ email, password }) => {
  const u = await users.findByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.password))) return null;
  return view(u);
};
