import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byId: (id: number) => User.findByPk(id),
  create: (values: { username: string; email: string; passwordHash: string }) => User.create(values),
};
