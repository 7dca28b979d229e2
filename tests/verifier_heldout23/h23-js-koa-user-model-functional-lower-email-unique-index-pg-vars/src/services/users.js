const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/users');
const { invalid, unauthorized, notFound } = require('./errors');

const sign = (user) => jwt.sign({ id: user.id }, config.jwt.secret, { expiresIn: config.jwt.expiresIn });
const view = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio, image: u.image });

exports.verifyToken = (token) => jwt.verify(token, config.jwt.secret).id;

exports.register = async ({ username, email, password } = {}) => {
  if (!username || !email || !password) throw invalid({ body: ['username, email and password are required'] });
  if (await users.byEmail(email)) throw invalid({ email: ['has already been taken'] });
  if (await users.byUsername(username)) throw invalid({ username: ['has already been taken'] });
  return view(await users.insert({ username, email, hash: await bcrypt.hash(password, 10) }));
};

exports.login = async ({ email, password } = {}) => {
  const user = email && (await users.byEmail(email));
  if (!user || !(await bcrypt.compare(password || '', user.hash))) throw unauthorized();
  return view(user);
};

exports.current = async (id) => {
  const user = await users.byId(id);
  if (!user) throw notFound('user');
  return view(user);
};

exports.update = async (id, { password, ...rest } = {}) => {
  const user = await users.byId(id);
  if (!user) throw notFound('user');
  const attrs = {};
  for (const k of ['username', 'email', 'bio', 'image']) if (rest[k] !== undefined) attrs[k] = rest[k];
  if (password) attrs.hash = await bcrypt.hash(password, 10);
  return view(await users.patch(user, attrs));
};
