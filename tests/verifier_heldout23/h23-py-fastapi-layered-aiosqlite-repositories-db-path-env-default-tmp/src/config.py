import os

DB_PATH = os.environ.get("DB_PATH", "/tmp/conduit.db")
JWT_SECRET = os.environ.get("JWT_SECRET", "super-secret-conduit")
JWT_ALGORITHM = "HS256"
