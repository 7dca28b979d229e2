const fs = require('fs');
const express = require('express');
const morgan = require('morgan');
const sequelize = require('./database');
const articles = require('./routes/articles');

const app = express();

if (process.env.ACCESS_LOG) {
  app.use(morgan('combined', { stream: fs.createWriteStream(process.env.ACCESS_LOG, { flags: 'a' }) }));
}
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articles);

const PORT = process.env.PORT || 3000;

sequelize.sync().then(() => {
  app.listen(PORT, () => console.log(`listening on ${PORT}`));
});
