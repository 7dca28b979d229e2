import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/userRepository.js';
import { AppError } from './errors.js';

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.byEmail(input.email)) throw new AppError(422, 'email has already been taken');
    return userRepository.insert({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) });
  },
  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) throw new AppError(401, 'invalid credentials');
    return user;
  },
  async byId(id: number) {
    const user = await userRepository.byId(id);
    if (!user) throw new AppError(404, 'user not found');
    return user;
  },
};
