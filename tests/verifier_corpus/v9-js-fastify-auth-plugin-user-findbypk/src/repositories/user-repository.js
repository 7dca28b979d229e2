import { User } from '../models/user.js';

export const userRepository = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
  save: (user, changes) => user.update(changes),
};
