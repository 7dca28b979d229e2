from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parents[2]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    database_url: str = f"sqlite+aiosqlite:///{PROJECT_ROOT / 'conduit.db'}"
    jwt_secret: str = "change-me"
    jwt_ttl_minutes: int = 60 * 24


settings = Settings()
