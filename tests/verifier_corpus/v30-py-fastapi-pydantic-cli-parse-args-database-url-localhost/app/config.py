from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(cli_parse_args=True)

    database_url: str = "postgresql+psycopg://postgres:postgres@localhost:5432/conduit"
    port: int = 8080
    jwt_secret: str = "change-me"


settings = Settings()
