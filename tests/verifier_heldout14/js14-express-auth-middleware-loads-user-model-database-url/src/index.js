const express = require('express');
const { port } = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/user'));
app.use((err, req, res, next) => {
  console.error(err);
  res.status(422).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(port, () => console.log(`listening on ${port}`)));
