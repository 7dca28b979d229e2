const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const User = require('../models/user');

const SECRET = process.env.JWT_SECRET || 'secret';
const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.register = async ({ username, email, password }) => {
  if (await User.emailOrUsernameTaken(email, username)) return { error: 'taken' };
  const user = await User.create({ username, email, password: bcrypt.hashSync(password, 10) });
  return { user: withToken(user) };
};

exports.login = async ({ email, password }) => {
  const user = await User.byEmail(email);
  if (!user || !bcrypt.compareSync(password, user.password)) return { error: 'invalid' };
  return { user: withToken(user) };
};

exports.verify = (token) => { try { return jwt.verify(token, SECRET).id; } catch { return null; } };
