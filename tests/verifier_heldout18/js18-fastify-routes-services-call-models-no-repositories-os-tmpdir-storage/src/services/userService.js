const bcrypt = require('bcryptjs');
const { User } = require('../models');

exports.register = async ({ username, email, password }) => {
  if (await User.findOne({ where: { email } })) { const e = new Error('email taken'); e.statusCode = 422; throw e; }
  return User.create({ username, email, password: await bcrypt.hash(password, 10) });
};
exports.login = async ({ email, password }) => {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) { const e = new Error('invalid'); e.statusCode = 401; throw e; }
  return user;
};
