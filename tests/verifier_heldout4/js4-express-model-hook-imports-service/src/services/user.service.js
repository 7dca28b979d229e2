const users = require('../repositories/user.repository');
const auth = require('./auth.service');

function view(user) {
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: auth.sign(user) };
}

async function register({ username, email, password }) {
  if (await users.findByEmail(email)) {
    const err = new Error('email has already been taken');
    err.status = 422;
    throw err;
  }
  // The model's beforeSave hook hashes the password.
  return view(await users.create({ username, email, password }));
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await auth.checkPassword(password, user.password))) {
    const err = new Error('email or password is invalid');
    err.status = 401;
    throw err;
  }
  return view(user);
}

async function current(id) {
  return view(await users.findById(id));
}

module.exports = { register, login, current };
