import { User } from '../models/index.js';

export function createUserRepository() {
  return {
    findByUsername: (username) => User.findOne({ where: { username } }),
    findById: (id) => User.findByPk(id),
  };
}
