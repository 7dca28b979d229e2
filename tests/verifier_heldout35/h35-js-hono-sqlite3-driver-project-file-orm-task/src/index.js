import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import sqlite3 from 'sqlite3';

const db = new sqlite3.Database('./conduit.db');
const run = (sql, params = []) => new Promise((ok, ko) => db.run(sql, params, (e) => (e ? ko(e) : ok())));
const all = (sql, params = []) => new Promise((ok, ko) => db.all(sql, params, (e, rows) => (e ? ko(e) : ok(rows))));

await run('CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE)');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => c.json({ tags: (await all('SELECT name FROM tags ORDER BY name')).map((r) => r.name) }));
serve({ fetch: app.fetch, port: 3000 });
