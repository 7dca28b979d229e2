from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8")

    sqlite_path: Path = Path("/tmp/conduit.db")
    jwt_secret: str = "insecure"


settings = Settings()
