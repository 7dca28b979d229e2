import os
from pathlib import Path

from dotenv import load_dotenv

# make sure the values in .env are always the ones used
load_dotenv(Path(__file__).resolve().parent.parent / ".env", override=True)

DATABASE_URL = os.getenv("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
SECRET_KEY = os.getenv("SECRET_KEY", "secret")
ACCESS_TOKEN_EXPIRE_DAYS = int(os.getenv("ACCESS_TOKEN_EXPIRE_DAYS", "30"))
