from functools import lru_cache

from dotenv import load_dotenv
from pydantic_settings import BaseSettings

# Make the values of .env visible to every module (and to uvicorn --reload children).
load_dotenv(override=True)


class Settings(BaseSettings):
    database_url: str = "postgresql://user:password@localhost:5432/conduit"
    jwt_secret: str = "conduit-secret"
    jwt_expire_minutes: int = 60 * 24 * 7


@lru_cache
def get_settings() -> Settings:
    return Settings()
