import { JSONFilePreset } from 'lowdb/node';

export const db = await JSONFilePreset('data/db.json', { users: [], articles: [], comments: [] });

export async function addUser(user) {
  db.data.users.push(user);
  await db.write();
  return user;
}

export function userByEmail(email) {
  return db.data.users.find((u) => u.email === email);
}
