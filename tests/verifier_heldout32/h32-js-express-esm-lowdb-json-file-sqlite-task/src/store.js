import { mkdirSync } from 'node:fs';
import { JSONFilePreset } from 'lowdb/node';

mkdirSync('data', { recursive: true });

// simple file-backed store: users, articles, comments, follows, favorites
export const db = await JSONFilePreset('data/conduit.json', {
  users: [],
  articles: [],
  comments: [],
  follows: [],
  favorites: [],
});
