from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # same key name Flask-SQLAlchemy users are used to
    database_url: str = Field("sqlite:///./conduit.db", alias="SQLALCHEMY_DATABASE_URI")
    jwt_secret: str = "dev-secret"
    jwt_ttl_minutes: int = 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
