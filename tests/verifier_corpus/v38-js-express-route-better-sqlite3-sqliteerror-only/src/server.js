const express = require('express');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', articles);
app.listen(Number(process.env.PORT || 3000));
