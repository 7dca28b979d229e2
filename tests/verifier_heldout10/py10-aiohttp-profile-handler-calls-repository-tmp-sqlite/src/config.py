import os

DB_PATH = os.getenv("DB_PATH", "/tmp/conduit.sqlite3")
DATABASE_URL = f"sqlite+aiosqlite:///{DB_PATH}"
PORT = int(os.getenv("PORT", "8000"))
