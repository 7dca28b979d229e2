import { User } from '../models/index.js';

export const usersRepo = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  add: (attrs) => User.create(attrs),
};
