import os

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Application settings; values come from the environment (DATABASE_URL, SECRET_KEY)."""

    model_config = SettingsConfigDict(extra="ignore")

    database_url: str
    secret_key: str = "conduit-secret"


# DB_URL lets a developer point at another database; the default is the local one
settings = Settings(
    database_url=os.getenv("DB_URL", "postgresql+psycopg://conduit:conduit@localhost:5432/conduit"),
)
