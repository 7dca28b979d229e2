import { User } from '../models/user';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  byId: (id: number) => User.findByPk(id),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
  save: (user: User, changes: Partial<Pick<User, 'email' | 'username' | 'bio' | 'image' | 'passwordHash'>>) => user.update(changes),
};
