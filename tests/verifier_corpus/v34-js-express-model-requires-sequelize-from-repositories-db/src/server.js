'use strict';
const fs = require('fs');
const path = require('path');
const express = require('express');
const sequelize = require('./repositories/db');
const comments = require('./routes/comments');

fs.mkdirSync(path.join(__dirname, '..', 'data'), { recursive: true });
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', comments);
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
