import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  create: (data: { username: string; email: string; password: string }) => User.create(data),
};
