import crypto from 'node:crypto';
import userStore from '../store/users.js';

const hash = (password) => crypto.createHash('sha256').update(password).digest('hex');

export async function register({ username, email, password }) {
  if (userStore.findOne({ where: { email } })) return null;
  return userStore.create({ username, email, password: hash(password) });
}

export async function login({ email, password }) {
  const user = userStore.findOne({ where: { email } });
  return user && user.password === hash(password) ? user : null;
}
