import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';

const db = new Database(process.env.DB_FILE ?? ':memory:');
db.exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE)');

const app = new Hono();
app.post('/api/users', async (c) => {
  const { user } = await c.req.json();
  db.prepare('INSERT INTO users (username, email) VALUES (?, ?)').run(user.username, user.email);
  return c.json({ user }, 201);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
