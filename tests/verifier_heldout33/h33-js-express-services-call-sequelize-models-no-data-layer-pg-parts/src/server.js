const express = require('express');
const { sequelize } = require('./models');
const profileRoutes = require('./routes/profile.routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/profiles', profileRoutes);

sequelize.sync().then(() => app.listen(3000));
