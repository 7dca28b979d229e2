import bcrypt from 'bcryptjs';
import { userRepository } from '../../repositories/user-repository.js';
import { ApplicationError } from '../errors.js';

export interface RegisterUser {
  email: string;
  username: string;
  password: string;
}

export async function registerUser(cmd: RegisterUser) {
  if (!cmd.email || !cmd.username || !cmd.password) throw new ApplicationError('invalid', 'email, username and password are required');
  if (await userRepository.byEmail(cmd.email)) throw new ApplicationError('invalid', 'email has already been taken');
  return userRepository.insert({ email: cmd.email, username: cmd.username, passwordHash: await bcrypt.hash(cmd.password, 10) });
}
