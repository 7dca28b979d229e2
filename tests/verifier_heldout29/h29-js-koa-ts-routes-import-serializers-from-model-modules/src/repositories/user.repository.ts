import { User } from '../models/user.model';

export const userRepository = {
  byId: (id: number) => User.findByPk(id),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
};
