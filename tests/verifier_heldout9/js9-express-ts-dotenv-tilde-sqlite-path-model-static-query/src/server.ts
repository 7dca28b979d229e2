import 'dotenv/config';
import express from 'express';
import { sequelize } from './db/sequelize';
import './models/article';
import { api } from './routes';

const app = express();
app.use(express.json());
app.use('/api', api);

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('API on http://localhost:3000/api'));
});
