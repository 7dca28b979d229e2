import express from 'express';
import { sequelize } from './sequelize.js';
import './models/user.js';
import { healthRouter } from './routes/health.js';
import { usersRouter } from './routes/users.js';

const app = express();
app.use(express.json());
app.use('/api', healthRouter);
app.use('/api', usersRouter);

await sequelize.sync();
app.listen(3000, () => console.log('conduit on 3000'));
