import { User } from '../models';

export const userRepository = {
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  findById: (id: number) => User.findByPk(id),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
