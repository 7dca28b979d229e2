import express from 'express';
import { sequelize } from './lib/sequelize.js';
import './entities/index.js';
import { router } from './routes/index.js';

const app = express();
app.use(express.json());
app.use('/api', router);
app.use((err, req, res, _next) => {
  res.status(err.status ?? 500).json({ errors: { [err.field ?? 'body']: [err.message] } });
});

await sequelize.sync();
app.listen(3000, () => console.log('Conduit (Express 5) listening on 3000'));
