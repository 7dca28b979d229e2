import { JSONFilePreset } from 'lowdb/node';

// Lightweight embedded store: a single file database inside the project (no server needed).
export const store = await JSONFilePreset('data/conduit.db.json', { users: [], articles: [], tags: [], follows: [], nextId: 1 });
