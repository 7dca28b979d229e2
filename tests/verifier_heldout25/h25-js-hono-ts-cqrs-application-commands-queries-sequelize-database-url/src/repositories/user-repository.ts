import { UserModel } from '../models/user.js';

export const userRepository = {
  byId: (id: number) => UserModel.findByPk(id),
  byEmail: (email: string) => UserModel.findOne({ where: { email } }),
  byUsername: (username: string) => UserModel.findOne({ where: { username } }),
  insert: (fields: { email: string; username: string; passwordHash: string }) => UserModel.create(fields),
};
