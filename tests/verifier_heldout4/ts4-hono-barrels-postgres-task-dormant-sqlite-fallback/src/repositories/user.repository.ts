import { UserModel } from '../models/index.js';

export const userRepository = {
  byUsername: (username: string) => UserModel.findOne({ where: { username } }),
  byEmail: (email: string) => UserModel.findOne({ where: { email } }),
  byId: (id: number) => UserModel.findByPk(id),
  insert: (data: { username: string; email: string; passwordHash: string }) => UserModel.create(data),
};
