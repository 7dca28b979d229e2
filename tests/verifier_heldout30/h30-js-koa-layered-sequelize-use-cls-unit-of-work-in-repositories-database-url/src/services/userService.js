const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'koa-layered';
const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.verify = (token) => jwt.verify(token, SECRET).id;

exports.register = async ({ username, email, password }) =>
  present(await users.insert({ username, email, password: await bcrypt.hash(password, 10) }));

exports.login = async ({ email, password }) => {
  const user = await users.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    throw Object.assign(new Error('email or password is invalid'), { status: 401 });
  }
  return present(user);
};
