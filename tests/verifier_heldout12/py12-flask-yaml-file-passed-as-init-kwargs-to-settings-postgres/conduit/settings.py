from functools import lru_cache
from pathlib import Path

import yaml
from pydantic_settings import BaseSettings

CONFIG_FILE = Path(__file__).resolve().parent.parent / "config.yaml"


class Settings(BaseSettings):
    app_name: str = "conduit"
    database_url: str = "postgresql://user:password@postgres:5432/conduit"
    jwt_secret: str = "change-me"
    jwt_days: int = 7
    page_size: int = 20

    @property
    def sqlalchemy_uri(self) -> str:
        return self.database_url.replace("postgresql://", "postgresql+psycopg://", 1)


@lru_cache
def get_settings() -> Settings:
    # Values from config.yaml are the defaults; DATABASE_URL & co. from the environment still win.
    file_values = yaml.safe_load(CONFIG_FILE.read_text()) if CONFIG_FILE.exists() else {}
    return Settings(**(file_values or {}))
