// Preloaded with --import: local development defaults, only for variables the shell left unset.
process.env.DATABASE_URL ??= 'postgres://conduit:conduit@localhost:5432/conduit_dev';
process.env.PORT ??= '3000';
process.env.JWT_SECRET ??= 'dev-secret';
