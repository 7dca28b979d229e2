import { User } from '../entities/user.ts';

export const userRepository = {
  byId: (id: number) => User.findByPk(id),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  add: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
