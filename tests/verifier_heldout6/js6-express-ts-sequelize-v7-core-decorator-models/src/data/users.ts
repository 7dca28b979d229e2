import { User } from '../entities/user.js';

export const userByEmail = (email: string) => User.findOne({ where: { email } });
export const userById = (id: number) => User.findByPk(id);
export const createUser = (data: { username: string; email: string; passwordHash: string }) => User.create(data);
export const updateUser = async (id: number, changes: Partial<{ email: string; username: string; bio: string; image: string; passwordHash: string }>) => {
  await User.update(changes, { where: { id } });
  return User.findByPk(id);
};
