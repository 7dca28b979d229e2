import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/user.repository';
import type { NewUser } from '../models/user.schema';

export async function register(input: NewUser) {
  return userRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) });
}
export async function login(email: string, password: string) {
  const user = await userRepository.byEmail(email);
  return user && (await bcrypt.compare(password, user.password)) ? user : null;
}
