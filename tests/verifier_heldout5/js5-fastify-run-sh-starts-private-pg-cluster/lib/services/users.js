const bcrypt = require('bcrypt');
const repo = require('../repositories/users');

exports.register = async ({ username, email, password }) => {
  const user = await repo.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return { id: user.id, username, email, bio: null, image: null };
};
exports.login = async ({ email, password }) => {
  const user = await repo.findByEmail(email);
  return user && (await bcrypt.compare(password, user.passwordHash)) ? user.toJSON() : null;
};
