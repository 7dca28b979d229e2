import { User } from '../models/user.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byId: (id: number) => User.findByPk(id),
  insert: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
