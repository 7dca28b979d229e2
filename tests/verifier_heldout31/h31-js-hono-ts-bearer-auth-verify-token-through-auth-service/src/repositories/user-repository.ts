import { User } from '../models/user.js';

export const userRepository = {
  findById: (id: number) => User.findByPk(id),
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  create: (data: Pick<User, 'username' | 'email' | 'passwordHash'>) => User.create(data),
  update: (user: User, data: Partial<Pick<User, 'email' | 'username' | 'bio' | 'image' | 'passwordHash'>>) => user.update(data),
};
