import os

# libpq's own variables, so the same settings work for psql and for the server
DATABASE = {
    "user": os.environ.get("PGUSER", "postgres"),
    "password": os.environ.get("PGPASSWORD", ""),
    "host": os.environ.get("PGHOST", "localhost"),
    "port": int(os.environ.get("PGPORT", "5432")),
    "name": os.environ.get("PGDATABASE", "conduit"),
}

DSN = "postgresql://{user}:{password}@{host}:{port}/{name}".format(**DATABASE)
