const bcrypt = require('bcryptjs');
const repo = require('../repositories/user-repository');

exports.register = async ({ username, email, password }) => {
  if (await repo.byEmail(email)) { const e = new Error('taken'); e.statusCode = 409; throw e; }
  return repo.create({ username, email, password: await bcrypt.hash(password, 10) });
};
exports.login = async ({ email, password }) => {
  const user = await repo.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) { const e = new Error('invalid'); e.statusCode = 401; throw e; }
  return user;
};
