import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/index.js';
import { config } from '../config.js';

export async function register({ username, email, password }) {
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return withToken(user);
}

export async function currentUser(id) {
  const user = await User.findByPk(id);
  return user && withToken(user);
}

export async function updateUser(id, changes) {
  const user = await User.findByPk(id);
  if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
  await user.update(changes);
  return withToken(user);
}

function withToken(u) {
  return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) };
}
