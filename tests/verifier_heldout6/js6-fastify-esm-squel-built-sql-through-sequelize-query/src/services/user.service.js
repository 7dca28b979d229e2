import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/user.repository.js';

export async function signUp({ username, email, password }) {
  return userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
}

export async function signIn({ email, password }) {
  const user = await userRepository.byEmail(email);
  return user && (await bcrypt.compare(password, user.password)) ? user : null;
}

export const findUser = (id) => userRepository.byId(id);
