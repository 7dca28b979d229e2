import { User } from '../models/user.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byId: (id: number) => User.findByPk(id),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
  save: (user: User, changes: Partial<Pick<User, 'email' | 'username' | 'bio' | 'image' | 'passwordHash'>>) => user.update(changes),
};
