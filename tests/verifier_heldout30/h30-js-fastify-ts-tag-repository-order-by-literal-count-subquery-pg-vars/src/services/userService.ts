import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/userRepository.js';

export class ServiceError extends Error {
  constructor(public statusCode: number, message: string) {
    super(message);
  }
}

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    return userRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) });
  },
  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.password))) throw new ServiceError(401, 'invalid credentials');
    return user;
  },
};
