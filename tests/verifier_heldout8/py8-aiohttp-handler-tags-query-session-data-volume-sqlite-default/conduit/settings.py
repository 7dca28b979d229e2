import os
from pathlib import Path

PORT = int(os.environ.get("PORT", "8080"))
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-aiohttp-secret")

# Mounted as a volume in docker-compose; override with DB_PATH when running elsewhere.
DB_PATH = Path(os.environ.get("DB_PATH", "/data/conduit.db"))


def database_url() -> str:
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite+aiosqlite:///{DB_PATH}"
