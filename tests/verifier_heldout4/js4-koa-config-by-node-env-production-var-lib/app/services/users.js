const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const config = require('../../config');

const render = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) });

exports.register = async ({ username, email, password }) =>
  render(await User.create({ username, email, password: await bcrypt.hash(password, 10) }));

exports.login = async ({ email, password }) => {
  const u = await User.findOne({ where: { email } });
  if (!u || !(await bcrypt.compare(password, u.password))) return null;
  return render(u);
};
