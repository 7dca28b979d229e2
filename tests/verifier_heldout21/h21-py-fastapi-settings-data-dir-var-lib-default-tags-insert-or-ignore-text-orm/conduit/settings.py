from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    host: str = "0.0.0.0"
    port: int = 8080
    data_dir: Path = Path("/var/lib/conduit")
    secret_key: str = "insecure-dev-key"

    @property
    def database_url(self) -> str:
        return f"sqlite:///{self.data_dir / 'conduit.sqlite3'}"


settings = Settings()
