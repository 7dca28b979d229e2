from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Connection settings; the field names are matched case-insensitively against the environment."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    postgres_server: str = "localhost"
    pgport: int = 5432
    pguser: str
    pgpassword: str
    pgdatabase: str
    jwt_secret: str = "conduit-dev-secret"

    @property
    def database_url(self) -> str:
        return (
            f"postgresql+psycopg://{self.pguser}:{self.pgpassword}"
            f"@{self.postgres_server}:{self.pgport}/{self.pgdatabase}"
        )


settings = Settings()
