const crypto = require('crypto');
const users = require('../repositories/users');

exports.register = async ({ username, email, password }) => {
  if (await users.findByEmail(email)) throw Object.assign(new Error('taken'), { status: 422 });
  const hash = crypto.createHash('sha256').update(password).digest('hex');
  return users.insert({ username, email, password: hash });
};
