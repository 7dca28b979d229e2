import os

SQLITE_PATH = os.getenv("SQLITE_PATH", "/tmp/conduit.db")
JWT_SECRET = os.getenv("JWT_SECRET", "secret")
