import os

from dotenv import load_dotenv

IS_PROD = os.getenv("APP_ENV", "development") == "production"

load_dotenv(override=not IS_PROD)


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+psycopg://", 1)
    return url
