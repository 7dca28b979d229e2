// Preloaded into every `npm run` / `npm start` (see .npmrc): local defaults so the app works
// against the docker-compose database without exporting anything.
process.env.DATABASE_URL = process.env.CONDUIT_DATABASE_URL || 'postgres://conduit:conduit@localhost:5432/conduit';
process.env.JWT_SECRET = process.env.JWT_SECRET || 'local-secret';
process.env.PORT = process.env.PORT || '3000';
