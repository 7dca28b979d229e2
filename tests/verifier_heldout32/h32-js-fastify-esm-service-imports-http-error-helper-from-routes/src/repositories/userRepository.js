import { User } from '../models/user.js';

export const findByUsername = (username) => User.findOne({ where: { username } });
export const findById = (id) => User.findByPk(id);
export const update = (user, changes) => user.update(changes);
