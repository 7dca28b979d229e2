const express = require('express');
const { sequelize } = require('./models');
const comments = require('./routes/comments');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api/articles/:slug/comments', comments);

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Conduit listening on 3000'));
});
