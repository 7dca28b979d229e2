import os

DB_PATH = os.environ.get("DB_PATH", "/tmp/conduit.db")
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
