import os
from pathlib import Path

from dotenv import dotenv_values

ROOT = Path(__file__).resolve().parent.parent

# Environment first, then the project's .env on top of it.
CONFIG = {
    **os.environ,
    **dotenv_values(ROOT / ".env"),
}

DATABASE_URL = CONFIG["DATABASE_URL"]
SECRET_KEY = CONFIG.get("SECRET_KEY", "change-me")
