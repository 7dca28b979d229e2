import { User } from '../models/index.js';

export const userRepository = {
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  findById: (id: number) => User.findByPk(id),
  create: (data: { username: string; email: string; password: string }) => User.create(data),
  update: (user: User, patch: Partial<User>) => user.update(patch),
};
