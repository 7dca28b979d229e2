import 'dotenv/config';
import { buildApp } from './app.js';

const app = await buildApp({ logger: true });

try {
  await app.listen({ host: process.env.HOST || '0.0.0.0', port: Number(process.env.PORT) || 3000 });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
