import os

# one place for the connection settings, so docker-compose and a local run only differ in the environment
DATABASE = {
    "user": os.environ.get("DATABASE_USER", "postgres"),
    "password": os.environ.get("DATABASE_PASSWORD", "postgres"),
    "host": os.environ.get("DATABASE_HOST", "localhost"),
    "port": int(os.environ.get("DATABASE_PORT", "5432")),
    "name": os.environ.get("DATABASE_NAME", "conduit"),
}

DSN = "postgresql://{user}:{password}@{host}:{port}/{name}".format(**DATABASE)
