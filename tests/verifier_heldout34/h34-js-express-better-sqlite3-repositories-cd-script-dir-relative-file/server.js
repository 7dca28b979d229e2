const express = require('express');
const { initSchema } = require('./src/repositories/connection');
const commentRoutes = require('./src/routes/comments');

initSchema();

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('ok'));
app.use('/api/articles', commentRoutes);
app.listen(3000);
