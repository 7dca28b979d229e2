import { User } from '../db.js';

export function findByUsername(username) {
  return User.findOne({ where: { username } });
}

export function findById(id) {
  return User.findByPk(id);
}
