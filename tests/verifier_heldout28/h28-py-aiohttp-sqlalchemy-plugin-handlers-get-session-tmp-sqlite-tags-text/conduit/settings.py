import os

DB_URL = os.getenv("DB_URL", "sqlite+aiosqlite:////tmp/conduit.db")
JWT_SECRET = os.getenv("JWT_SECRET", "conduit")
