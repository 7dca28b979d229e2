require('dotenv').config({ path: '.env.local' });

const express = require('express');
const { sequelize } = require('./models');
const userRoutes = require('./routes/user');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', userRoutes);

const port = process.env.PORT || 3000;

sequelize.sync().then(() => {
  app.listen(port, () => console.log(`Conduit listening on ${port}`));
});
