import bcrypt from 'bcryptjs';
import { userRepository } from '../../repositories/user-repository.js';
import { ApplicationError } from '../errors.js';

export async function authenticate(email: string, password: string) {
  const user = await userRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new ApplicationError('unauthorized', 'invalid credentials');
  return user;
}

export const currentUser = (id: number) => userRepository.byId(id);
