const express = require('express');
const { sequelize } = require('./models');
const userRoutes = require('./routes/users');
const articleRoutes = require('./routes/articles');
const { errorHandler } = require('./routes/errors');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', userRoutes);
app.use('/api/articles', articleRoutes);
app.use(errorHandler);

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('listening on 3000'));
});
