import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  byId: (id) => User.findByPk(id),
  create: (values) => User.create(values),
};
