import os

from dotenv import load_dotenv

# Make the values in .env authoritative so local runs and the container behave the same.
load_dotenv(override=True)

DATABASE_URL = os.getenv("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
SECRET_KEY = os.getenv("SECRET_KEY", "secret")
