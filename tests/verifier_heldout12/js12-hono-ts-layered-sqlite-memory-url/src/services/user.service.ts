import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/user.repository.js';
import type { User } from '../models/user.js';

export class ValidationError extends Error {
  constructor(public readonly errors: Record<string, string[]>) {
    super('validation failed');
  }
}

export async function register(input: { email?: string; username?: string; password?: string }): Promise<User> {
  const { email, username, password } = input;
  if (!email || !username || !password) throw new ValidationError({ body: ['email, username and password are required'] });
  if (await userRepository.byEmail(email)) throw new ValidationError({ email: ['has already been taken'] });
  if (await userRepository.byUsername(username)) throw new ValidationError({ username: ['has already been taken'] });
  return userRepository.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
}
