const express = require('express');
const cors = require('cors');
const { sequelize } = require('./models');

const app = express();
app.use(cors());
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'UP' }));
app.use('/api', require('./controllers/userController'));
app.use('/api', require('./controllers/profileController'));

app.use((err, req, res, next) => {
  if (err.name === 'SequelizeUniqueConstraintError') {
    return res.status(422).json({ errors: { body: ['already taken'] } });
  }
  res.status(500).json({ errors: { body: [err.message] } });
});

const PORT = process.env.PORT || 3000;

sequelize.sync().then(() => {
  app.listen(PORT, () => console.log(`Server running on port ${PORT}`));
});
