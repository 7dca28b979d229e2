import { User } from '../models/index.js';

export const usersRepo = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  insert: (values) => User.create(values),
  save: (user, changes) => user.update(changes),
};
