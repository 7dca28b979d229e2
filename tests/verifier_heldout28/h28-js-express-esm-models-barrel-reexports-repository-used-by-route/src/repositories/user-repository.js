import { User } from '../models/user.js';

export const userRepository = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
};
