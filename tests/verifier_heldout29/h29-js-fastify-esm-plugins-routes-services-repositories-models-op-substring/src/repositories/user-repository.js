import { User } from '../models/index.js';

export const userRepository = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (attrs) => User.create(attrs),
};
