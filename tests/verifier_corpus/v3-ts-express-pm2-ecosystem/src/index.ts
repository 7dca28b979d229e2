import express from 'express';
import { db } from './db';

const app = express();
app.get('/api/tags', (req, res) => {
  const rows = db.prepare('SELECT name FROM tags ORDER BY name').all() as { name: string }[];
  res.json({ tags: rows.map((r) => r.name) });
});
app.listen(Number(process.env.PORT ?? 3000));
