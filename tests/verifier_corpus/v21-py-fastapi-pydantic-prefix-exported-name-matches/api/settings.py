from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_", extra="ignore")

    database_url: str = "postgresql+psycopg2://postgres:postgres@localhost:5432/conduit"
    jwt_secret: str = "conduit-secret"
    jwt_ttl_minutes: int = 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
