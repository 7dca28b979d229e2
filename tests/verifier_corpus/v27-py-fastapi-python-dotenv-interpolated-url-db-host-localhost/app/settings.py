import os
from pathlib import Path

from dotenv import load_dotenv

ROOT = Path(__file__).resolve().parent.parent
load_dotenv(ROOT / "config" / ".env")

SQLALCHEMY_URL = os.environ["SQLALCHEMY_URL"]
JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
