import { User } from '../entities/index.js';

export const usersStore = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  insert: (row) => User.create(row),
};
