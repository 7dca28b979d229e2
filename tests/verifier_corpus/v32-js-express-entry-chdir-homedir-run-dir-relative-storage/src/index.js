'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

// Keep the server's runtime files (database, pid) in one per-user directory.
const RUN_DIR = path.join(os.homedir(), '.conduit');
fs.mkdirSync(RUN_DIR, { recursive: true });
process.chdir(RUN_DIR);

const express = require('express');
const { sequelize } = require('./db');
const { Tag } = require('./models');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});

fs.writeFileSync('server.pid', String(process.pid));
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
