import { User } from '../models';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
