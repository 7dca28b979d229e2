import os

# An empty path after the driver name is SQLite's in-memory database, which keeps
# test runs isolated; production passes DATABASE_URL.
DATABASE_URL = os.environ.get("DATABASE_URL") or "sqlite+aiosqlite://"
SECRET = os.environ.get("SECRET", "secret")
