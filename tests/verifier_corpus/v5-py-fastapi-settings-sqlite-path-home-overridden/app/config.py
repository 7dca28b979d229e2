from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    # keep the database out of the source tree
    data_dir: Path = Path.home() / ".conduit"
    secret_key: str = "dev-secret"


settings = Settings()
