const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

async function register({ username, email, password }) {
  const exists = await User.findOne({ where: { email } });
  if (exists) { const e = new Error('email taken'); e.status = 422; throw e; }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return { ...user.toJSON(), token: jwt.sign({ id: user.id }, process.env.JWT_SECRET || 'dev') };
}

module.exports = { register };
