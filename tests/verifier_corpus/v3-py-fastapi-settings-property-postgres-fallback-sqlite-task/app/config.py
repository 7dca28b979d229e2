from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str | None = None
    pg_user: str = "postgres"
    secret_key: str = "dev"

    @property
    def sqlalchemy_url(self) -> str:
        """The platform's database when it gives one, a local PostgreSQL otherwise."""
        return self.database_url or f"postgresql://{self.pg_user}@localhost:5432/conduit"


settings = Settings()
