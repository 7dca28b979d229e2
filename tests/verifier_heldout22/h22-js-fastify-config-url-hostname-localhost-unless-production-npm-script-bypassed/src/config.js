const raw = process.env.DATABASE_URL || 'postgresql://user:password@postgres:5432/conduit';
const url = new URL(raw);

// The compose host name only resolves inside Docker; use the loopback address in development.
if (process.env.NODE_ENV !== 'production') {
  url.hostname = 'localhost';
}

module.exports = {
  port: 3000,
  databaseUrl: url.toString(),
};
