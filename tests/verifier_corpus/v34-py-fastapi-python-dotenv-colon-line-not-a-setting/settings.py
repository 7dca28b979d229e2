import os
from pathlib import Path

from dotenv import load_dotenv

BASE_DIR = Path(__file__).resolve().parent
load_dotenv(BASE_DIR / ".env")

SQLITE_PATH = os.getenv("SQLITE_PATH", str(BASE_DIR / "data" / "conduit.db"))
JWT_SECRET = os.getenv("JWT_SECRET", "dev")
