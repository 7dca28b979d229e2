import { UserModel } from '../models';

export const userRepository = {
  findByEmail: (email: string) => UserModel.findOne({ where: { email } }),
  findByUsername: (username: string) => UserModel.findOne({ where: { username } }),
  findById: (id: number) => UserModel.findByPk(id),
  create: (data: { email: string; username: string; passwordHash: string }) =>
    UserModel.create({ ...data, bio: null, image: null }),
};
