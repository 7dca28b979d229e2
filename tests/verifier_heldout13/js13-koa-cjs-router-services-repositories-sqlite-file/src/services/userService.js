const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { AppError } = require('./errors');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.SECRET = SECRET;

exports.register = async ({ username, email, password } = {}) => {
  if (!username || !email || !password) throw new AppError(422, { body: ["can't be blank"] });
  if (await users.findByEmail(email)) throw new AppError(409, { email: ['has already been taken'] });
  return view(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
};

exports.login = async ({ email, password } = {}) => {
  const user = await users.findByEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) throw new AppError(401, { credentials: ['invalid'] });
  return view(user);
};
