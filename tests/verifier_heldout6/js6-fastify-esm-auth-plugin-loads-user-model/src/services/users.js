import bcrypt from 'bcryptjs';
import { usersRepo } from '../repositories/users.js';

export const toUser = (u, token) => ({ email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null, token });

export async function register({ username, email, password }) {
  if (await usersRepo.findByEmail(email)) {
    const err = new Error('taken');
    err.statusCode = 422;
    throw err;
  }
  return usersRepo.insert({ username, email, password: await bcrypt.hash(password, 10) });
}

export async function authenticate(email, password) {
  const user = await usersRepo.findByEmail(email);
  return user && (await bcrypt.compare(password, user.password)) ? user : null;
}

export async function updateUser(user, changes) {
  const next = { ...changes };
  if (next.password) next.password = await bcrypt.hash(next.password, 10);
  return usersRepo.save(user, next);
}
