import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

if __debug__:
    # development: zero-setup database next to the code
    DATABASE_URL = f"sqlite+aiosqlite:///{BASE_DIR / 'dev.sqlite3'}"
else:
    # production (python -O): the platform's PostgreSQL
    DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)

JWT_SECRET = os.environ.get("JWT_SECRET", "conduit")
