import { User } from '../models/index.js';

export const byEmail = (email) => User.findOne({ where: { email } });
export const byId = (id) => User.findByPk(id);
export const insert = (values) => User.create(values);
