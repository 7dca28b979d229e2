from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # Local fallback so the app starts without any configuration; DATABASE_URL wins when set.
    database_url: str = "sqlite:///./conduit.db"
    jwt_secret: str = "conduit-secret"
    jwt_expire_minutes: int = 60 * 24 * 7


@lru_cache
def get_settings() -> Settings:
    return Settings()
