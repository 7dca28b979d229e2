const config = require('./config/env');
const express = require('express');
const pool = require('./db/pool');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles.routes'));

pool.query('CREATE TABLE IF NOT EXISTS articles (id serial primary key, slug text unique, title text, description text, body text, author_id int, tag_list text[], created_at timestamptz default now(), updated_at timestamptz default now())')
  .then(() => app.listen(config.port));
