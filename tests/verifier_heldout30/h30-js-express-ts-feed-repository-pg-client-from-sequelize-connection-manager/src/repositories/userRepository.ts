import { User } from '../models';

export const userRepository = {
  findById: (id: number) => User.findByPk(id),
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
