from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Read from the environment (DATABASE_URL, JWT_SECRET, ...) and from command-line flags."""

    model_config = SettingsConfigDict(cli_parse_args=True, cli_prog_name="conduit")

    database_url: str = "postgresql://user:password@postgres:5432/conduit"
    jwt_secret: str = "conduit-secret"
    host: str = "0.0.0.0"
    port: int = 8080


settings = Settings()
