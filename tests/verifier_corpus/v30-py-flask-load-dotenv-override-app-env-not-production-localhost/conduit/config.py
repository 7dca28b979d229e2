import os
from pathlib import Path

from dotenv import load_dotenv

ROOT = Path(__file__).resolve().parent.parent

# outside production the repository's .env wins over whatever the shell has
load_dotenv(ROOT / ".env", override=os.getenv("APP_ENV") != "production")


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
    DATABASE_URL = os.environ["DATABASE_URL"]
