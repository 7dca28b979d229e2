import { User } from '../models/user.js';

export const findByUsername = (username) => User.findOne({ where: { username } });
