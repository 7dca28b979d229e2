const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL || 'postgresql://user:password@localhost:5432/conduit',
});

async function schema() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT)`);
}

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.get('/api/profiles/:username', async (req, res) => {
  const { rows } = await pool.query('SELECT username, bio, image FROM users WHERE username = $1', [req.params.username]);
  if (!rows.length) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile: { ...rows[0], following: false } });
});

schema().then(() => app.listen(Number(process.env.PORT) || 3000));
