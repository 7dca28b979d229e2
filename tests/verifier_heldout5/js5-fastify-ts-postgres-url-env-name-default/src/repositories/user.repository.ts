import { UserModel } from '../models/index.js';

export const userRepository = {
  findByEmail: (email: string) => UserModel.findOne({ where: { email } }),
  findById: (id: number) => UserModel.findByPk(id),
  insert: (data: { username: string; email: string; password: string }) => UserModel.create({ ...data, bio: null, image: null }),
  update: (user: UserModel, patch: Partial<Pick<UserModel, 'email' | 'username' | 'bio' | 'image' | 'password'>>) => user.update(patch),
};
