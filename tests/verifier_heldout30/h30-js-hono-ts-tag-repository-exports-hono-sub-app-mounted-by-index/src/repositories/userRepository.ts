import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  insert: (data: { username: string; email: string; password: string }) => User.create(data),
};
