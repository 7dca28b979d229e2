import { createHash } from 'node:crypto';
import { userRepository } from '../repositories/user-repository.js';

export class UsernameTaken extends Error {}

const digest = (password: string) => createHash('sha256').update(password).digest('hex');

export async function register(input: { username: string; email: string; password: string }) {
  if (await userRepository.findByUsername(input.username)) throw new UsernameTaken(input.username);
  return userRepository.create({ username: input.username, email: input.email, passwordHash: digest(input.password) });
}

export async function profile(username: string) {
  return userRepository.findByUsername(username);
}
