import argon2 from 'argon2';
import * as users from '../repositories/user-repository.js';

export async function register({ username, email, password }) {
  const user = await users.insert({ username, email, passwordHash: await argon2.hash(password) });
  return { id: user.id, username: user.username, email: user.email, bio: null, image: null };
}

export async function authenticate({ email, password }) {
  const user = await users.byEmail(email);
  if (!user || !(await argon2.verify(user.passwordHash, password))) return null;
  return { id: user.id, username: user.username, email: user.email, bio: user.bio ?? null, image: user.image ?? null };
}
