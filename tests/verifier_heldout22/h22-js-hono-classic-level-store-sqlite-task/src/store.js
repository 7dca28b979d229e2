import { ClassicLevel } from 'classic-level';

export const db = new ClassicLevel('./data/conduit', { valueEncoding: 'json' });
export const users = db.sublevel('users', { valueEncoding: 'json' });
export const articles = db.sublevel('articles', { valueEncoding: 'json' });
export const comments = db.sublevel('comments', { valueEncoding: 'json' });

export async function getOrNull(sub, key) {
  try {
    return await sub.get(key);
  } catch (err) {
    if (err.code === 'LEVEL_NOT_FOUND') return null;
    throw err;
  }
}
