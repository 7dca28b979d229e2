const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/users');

exports.register = async (input) => {
  const user = await users.insert({ ...input, password: await bcrypt.hash(input.password, 10) });
  return { ...user, token: jwt.sign({ id: user.id }, process.env.JWT_SECRET || 'secret') };
};
