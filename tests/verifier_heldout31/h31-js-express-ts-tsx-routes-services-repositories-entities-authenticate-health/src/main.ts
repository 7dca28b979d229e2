import express from 'express';
import { sequelize } from './db/sequelize.js';
import { healthRouter } from './routes/health.routes.js';
import { usersRouter } from './routes/users.routes.js';
import { HealthService } from './services/health.service.js';
import { UserService } from './services/user.service.js';
import './entities/user.entity.js';

async function main() {
  await sequelize.sync();

  const app = express();
  app.use(express.json());
  app.use('/api', healthRouter(new HealthService()));
  app.use('/api', usersRouter(new UserService()));

  app.listen(3000, () => console.log('Conduit listening on http://localhost:3000/api'));
}

void main();
