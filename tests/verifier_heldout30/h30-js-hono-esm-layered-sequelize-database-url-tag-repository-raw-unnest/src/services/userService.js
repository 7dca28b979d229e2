import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/userRepository.js';

export class InvalidCredentials extends Error {}

export const userService = {
  async register({ username, email, password }) {
    return userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
  },
  async login({ email, password }) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw new InvalidCredentials('email or password is invalid');
    return user;
  },
};
