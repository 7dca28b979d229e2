import os
from pathlib import Path

from dotenv import dotenv_values

BASE_DIR = Path(__file__).resolve().parent.parent

# Values from .env complete (and refine) what the process environment gives.
config: dict[str, str] = {**os.environ, **dotenv_values(BASE_DIR / ".env")}


def database_url() -> str:
    url = config["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)
