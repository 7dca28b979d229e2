import type { User } from '@/models/user';
import * as userRepository from '@/repositories/userRepository';

export async function register(username: string, email: string): Promise<User> {
  if (await userRepository.findByUsername(username)) {
    throw new Error('username has already been taken');
  }
  return userRepository.create({ username, email });
}

export async function profile(username: string): Promise<User | null> {
  return userRepository.findByUsername(username);
}
