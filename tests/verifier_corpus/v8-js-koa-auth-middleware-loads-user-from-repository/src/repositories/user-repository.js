import { User } from '../models/user.js';

export const userRepository = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (fields) => User.create(fields),
  update: (user, fields) => user.update(fields),
};
