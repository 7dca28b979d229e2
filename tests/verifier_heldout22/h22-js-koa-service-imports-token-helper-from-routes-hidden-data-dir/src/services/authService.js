const bcrypt = require('bcryptjs');
const users = require('../repositories/userRepository');
const { signToken } = require('../routes/middleware/jwt');

exports.register = async (input) => {
  const user = await users.insert({ ...input, password: await bcrypt.hash(input.password, 10) });
  return user.toAuthJSON(signToken(user));
};

exports.login = async ({ email, password }) => {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return user.toAuthJSON(signToken(user));
};
