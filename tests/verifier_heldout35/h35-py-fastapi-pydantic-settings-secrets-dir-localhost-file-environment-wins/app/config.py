from functools import lru_cache

from pydantic import field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Values come from the environment; ./secrets/<field> files fill in what it lacks."""

    model_config = SettingsConfigDict(secrets_dir="secrets")

    database_url: str = "postgresql+psycopg://conduit:conduit@localhost:5432/conduit"
    jwt_secret: str = "change-me"

    @field_validator("database_url")
    @classmethod
    def use_psycopg3(cls, v: str) -> str:
        v = v.strip()
        if v.startswith("postgresql://"):
            return "postgresql+psycopg://" + v[len("postgresql://"):]
        return v


@lru_cache
def get_settings() -> Settings:
    return Settings()
