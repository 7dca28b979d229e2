import { userRepository } from '../repositories/user.repository.js';
import type { User } from '../models/user.js';

export const userService = {
  async register(input: { username: string; email: string; password: string }): Promise<User> {
    if (await userRepository.byEmail(input.email)) throw new Error('email has already been taken');
    return userRepository.create(input.username, input.email, input.password);
  },
};
