import os
from pathlib import Path

PORT = int(os.environ.get("PORT", "8080"))
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-aiohttp-secret")

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
DATA_DIR.mkdir(exist_ok=True)


def database_url() -> str:
    return f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}"
