import express from 'express';
import { sequelize } from './db.js';
import './models/index.js';
import { apiRouter } from './routes/index.js';

const app = express();
app.use(express.json());
app.use('/api', apiRouter);

await sequelize.sync();
app.listen(3000, () => console.log('conduit listening on 3000'));
