const express = require('express');
const { sequelize } = require('./models');
const users = require('./routes/users');
const profiles = require('./routes/profiles');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', users, profiles, articles);

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(Number(process.env.PORT) || 3000, () => console.log("conduit listening"));
});
