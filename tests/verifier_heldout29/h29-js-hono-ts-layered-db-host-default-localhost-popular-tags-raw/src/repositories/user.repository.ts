import { User } from '../models';

export const userRepository = {
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
