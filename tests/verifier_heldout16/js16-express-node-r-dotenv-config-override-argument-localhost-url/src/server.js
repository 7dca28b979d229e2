const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('OK'));
app.use('/api', require('./routes'));

const port = Number(process.env.PORT) || 3000;
sequelize.sync()
  .then(() => app.listen(port, () => console.log(`API on :${port}`)))
  .catch((e) => { console.error('database unavailable', e.message); process.exit(1); });
