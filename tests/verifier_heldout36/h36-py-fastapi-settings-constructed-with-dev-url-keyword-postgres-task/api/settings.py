import os

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "postgresql://user:password@postgres:5432/conduit"
    jwt_secret: str = "secret"
    jwt_ttl_minutes: int = 60 * 24


# Local development: point at a throw-away SQLite file unless DEV_DATABASE_URL says otherwise.
settings = Settings(database_url=os.getenv("DEV_DATABASE_URL", "sqlite:///./dev.db"))
