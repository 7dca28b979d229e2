const express = require('express');
const { sequelize } = require('./models');
const usersRouter = require('./routes/users');

const PORT = process.env.PORT || 3000;
const app = express();

app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', usersRouter);

sequelize.sync().then(() => {
  app.listen(PORT, '0.0.0.0', () => console.log(`Server running on port ${PORT}`));
});
