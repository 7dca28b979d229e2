const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const { jwtSecret } = require('../config');

const toJSON = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });

exports.register = async ({ username, email, password }) => {
  const exists = await User.findOne({ where: { email } });
  if (exists) {
    const err = new Error('email has already been taken');
    err.status = 422;
    throw err;
  }
  return toJSON(await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
};

exports.login = async ({ email, password }) => {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return toJSON(user);
};
