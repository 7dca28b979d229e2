const bcrypt = require('bcryptjs');
const { users } = require('../repositories');

class ServiceError extends Error {
  constructor(status, errors) { super('service error'); this.status = status; this.errors = errors; }
}

const view = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image });

exports.register = async ({ username, email, password }) => {
  if (!username || !email || !password) throw new ServiceError(422, { body: ['username, email and password are required'] });
  if (await users.findByEmail(email)) throw new ServiceError(422, { email: ['has already been taken'] });
  const user = await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return view(user);
};

exports.login = async ({ email, password }) => {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    throw new ServiceError(401, { credentials: ['invalid'] });
  }
  return view(user);
};

exports.ServiceError = ServiceError;
