import { User } from '../models/user.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (values) => User.create(values),
  update: async (user, values) => user.update(values),
};
