'use strict';
const bcrypt = require('bcryptjs');
const users = require('../repositories/users');

class ValidationError extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
}

async function register({ email, username, password } = {}) {
  if (!email) throw new ValidationError('email', "can't be blank");
  if (!username) throw new ValidationError('username', "can't be blank");
  if (!password) throw new ValidationError('password', "can't be blank");
  if (await users.byEmail(email)) throw new ValidationError('email', 'has already been taken');
  if (await users.byUsername(username)) throw new ValidationError('username', 'has already been taken');
  return users.insert({ email, username, password: await bcrypt.hash(password, 10) });
}

async function authenticate({ email, password } = {}) {
  const user = email ? await users.byEmail(email) : null;
  if (!user || !(await bcrypt.compare(password || '', user.password))) return null;
  return user;
}

async function update(id, changes = {}) {
  const user = await users.byId(id);
  const patch = { ...changes };
  if (patch.password) patch.password = await bcrypt.hash(patch.password, 10);
  return users.save(user, patch);
}

module.exports = { register, authenticate, update, byId: (id) => users.byId(id), ValidationError };
