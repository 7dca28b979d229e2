from functools import lru_cache

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    jwt_secret: str = "conduit-dev-secret"
    jwt_ttl_minutes: int = 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
