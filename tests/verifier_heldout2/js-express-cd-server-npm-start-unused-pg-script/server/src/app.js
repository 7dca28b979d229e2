const express = require('express');
const { sequelize } = require('./models');
const commentsRoutes = require('./routes/comments');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles/:slug/comments', commentsRoutes);

sequelize.sync().then(() => app.listen(3000));
