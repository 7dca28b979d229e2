const express = require('express');
const { migrate } = require('./src/data/db');
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles', require('./src/routes/articles'));
migrate();
app.listen(3000);
