import os

DATABASE_PATH = os.environ.get("DATABASE_PATH", "/tmp/conduit.sqlite3")
JWT_SECRET = os.environ.get("JWT_SECRET", "dev-secret")
