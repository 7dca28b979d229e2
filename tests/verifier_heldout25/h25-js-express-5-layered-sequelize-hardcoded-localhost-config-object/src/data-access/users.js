import { User } from '../entities/index.js';

export const usersDataAccess = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  insert: (fields) => User.create(fields),
  patch: (user, fields) => user.update(fields),
};
