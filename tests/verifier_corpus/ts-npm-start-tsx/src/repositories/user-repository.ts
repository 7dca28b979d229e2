import { User } from '../models/user.js';

export const userRepository = {
  findById: (id: number) => User.findByPk(id),
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  create: (fields: { username: string; email: string; passwordHash: string }) => User.create({ ...fields, bio: null, image: null }),
};
