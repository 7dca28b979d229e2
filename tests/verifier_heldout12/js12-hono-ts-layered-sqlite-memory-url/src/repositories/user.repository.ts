import { User } from '../models/user.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  create: (data: { email: string; username: string; passwordHash: string }) => User.create(data),
};
