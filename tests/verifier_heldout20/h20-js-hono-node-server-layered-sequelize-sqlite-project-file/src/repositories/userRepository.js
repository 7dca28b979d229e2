import { User } from '../models/index.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  update: (user, changes) => user.update(changes),
};
