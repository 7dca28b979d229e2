import { db } from '../db.js';
export const findByUsername = (username) => db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
