import { User } from './models.js';

export const findByUsername = (username) => User.findOne({ where: { username } });
export const findByEmail = (email) => User.findOne({ where: { email } });
export const findById = (id) => User.findByPk(id);
export const createUser = (attrs) => User.create(attrs);
