const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { users } = require('../repositories');
const SECRET = process.env.JWT_SECRET || 'koa-secret';

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.register = async ({ username, email, password }) => view(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
exports.login = async ({ email, password }) => {
  const u = await users.findOne({ email });
  return u && (await bcrypt.compare(password, u.password)) ? view(u) : null;
};
