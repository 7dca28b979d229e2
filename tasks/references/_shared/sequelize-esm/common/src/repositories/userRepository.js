import { User } from '../models/index.js';
import { guardUnique } from './uniqueness.js';

export const findById = (id) => User.findByPk(id);

export const findByEmail = (email) => User.findOne({ where: { email } });

export const findByUsername = (username) => User.findOne({ where: { username } });

export const create = (fields) => guardUnique(() => User.create(fields));

export const update = (user, changes) => guardUnique(() => user.update(changes));
