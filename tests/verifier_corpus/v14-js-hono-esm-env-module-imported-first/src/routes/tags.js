import { Hono } from 'hono';
import { db } from '../lib/db.js';

export const tags = new Hono();

const listTags = db.prepare('SELECT name FROM tags ORDER BY name');

tags.get('/', (c) => c.json({ tags: listTags.all().map((row) => row.name) }));
