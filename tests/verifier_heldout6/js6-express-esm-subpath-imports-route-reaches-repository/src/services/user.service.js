import argon2 from 'argon2';
import { sign } from '#lib/jwt.js';
import { userRepository } from '#repositories/user.repository.js';

const view = async (u) => ({ username: u.username, email: u.email, bio: u.bio ?? null, image: u.image ?? null, token: await sign(u.id) });

export async function register({ username, email, password }) {
  if (await userRepository.byEmail(email)) return { error: { email: ['has already been taken'] } };
  const user = await userRepository.insert({ username, email, hash: await argon2.hash(password) });
  return { user: await view(user) };
}

export async function login({ email, password }) {
  const user = await userRepository.byEmail(email);
  if (!user || !(await argon2.verify(user.hash, password))) return { error: { 'email or password': ['is invalid'] } };
  return { user: await view(user) };
}
