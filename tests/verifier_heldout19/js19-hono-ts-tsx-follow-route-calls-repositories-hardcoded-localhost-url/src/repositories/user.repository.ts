import { User } from '../models/index.js';

export const userRepository = {
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  findById: (id: number) => User.findByPk(id),
};
