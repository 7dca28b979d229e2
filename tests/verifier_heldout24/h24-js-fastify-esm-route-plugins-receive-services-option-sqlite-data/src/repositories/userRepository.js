import { User } from '../models/index.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
  save: (user, changes) => user.update(changes),
};
