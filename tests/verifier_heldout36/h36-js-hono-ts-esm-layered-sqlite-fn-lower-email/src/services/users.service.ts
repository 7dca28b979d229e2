import bcrypt from 'bcryptjs';
import { usersRepository } from '../repositories/users.repository.js';
export async function register(input: { username: string; email: string; password: string }) {
  const user = await usersRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) });
  return { username: user.username, email: user.email, bio: null, image: null, token: 't' };
}
export async function login(email: string, password: string) {
  const user = await usersRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return { username: user.username, email: user.email, bio: null, image: null, token: 't' };
}
