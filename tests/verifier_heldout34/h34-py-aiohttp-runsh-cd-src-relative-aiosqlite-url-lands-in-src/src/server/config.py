import os

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite+aiosqlite:///./conduit.db")
JWT_SECRET = os.environ.get("JWT_SECRET", "dev-secret")
