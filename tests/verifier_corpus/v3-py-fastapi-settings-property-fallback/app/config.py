from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str | None = None
    sqlite_path: str = "conduit.db"
    secret_key: str = "dev"

    @property
    def sqlalchemy_url(self) -> str:
        """The platform's database when it gives one, a local SQLite file otherwise."""
        return self.database_url or f"sqlite:///{self.sqlite_path}"


settings = Settings()
