import express, { type NextFunction, type Request, type Response } from 'express';
import { sequelize } from './models';
import { api } from './routes';
import { ServiceError } from './services/user.service';

const app = express();
app.use(express.json());
app.use('/api', api);
app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
  res.status(err instanceof ServiceError ? err.status : 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(3000, () => console.log('Listening on port 3000')));
