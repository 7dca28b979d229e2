const bcrypt = require('bcryptjs');
const { ValidationError } = require('sequelize');
const users = require('../repositories/userRepository');

class InvalidInput extends Error {
  constructor(errors) {
    super('invalid input');
    this.errors = errors;
  }
}

const view = (u) => ({ email: u.email, token: `user-${u.id}`, username: u.username, bio: u.bio, image: u.image });

async function register({ username, email, password }) {
  try {
    const user = await users.create({ username, email, password: await bcrypt.hash(String(password), 10) });
    return view(user);
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new InvalidInput(Object.fromEntries(err.errors.map((e) => [e.path, [e.message]])));
    }
    throw err;
  }
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(String(password), user.password))) return null;
  return view(user);
}

module.exports = { register, login, InvalidInput };
