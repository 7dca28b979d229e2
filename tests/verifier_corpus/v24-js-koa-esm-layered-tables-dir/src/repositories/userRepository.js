import { User } from '../tables/index.js';

export function findByUsername(username) {
  return User.findOne({ where: { username } });
}

export function findById(id) {
  return User.findByPk(id);
}
