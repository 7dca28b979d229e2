const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const secret = () => process.env.JWT_SECRET || 'conduit-koa';
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, secret()) });

async function register({ username, email, password }) {
  if (await users.findByEmail(email)) { const e = new Error('email taken'); e.status = 422; throw e; }
  return view(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

async function login({ email, password }) {
  const u = await users.findByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.password))) { const e = new Error('invalid'); e.status = 401; throw e; }
  return view(u);
}

async function current(id) { return view(await users.findById(id)); }

module.exports = { register, login, current };
