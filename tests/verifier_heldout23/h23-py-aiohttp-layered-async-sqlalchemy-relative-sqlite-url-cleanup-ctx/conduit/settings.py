import os

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite+aiosqlite:///./conduit.db")
SECRET = os.environ.get("SECRET", "aiohttp-conduit-secret")
