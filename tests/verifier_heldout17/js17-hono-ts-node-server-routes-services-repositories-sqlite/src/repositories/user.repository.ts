import { User } from '../models/user.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  create: (data: Partial<User>) => User.create(data),
  save: (user: User, changes: Partial<User>) => user.update(changes),
};
