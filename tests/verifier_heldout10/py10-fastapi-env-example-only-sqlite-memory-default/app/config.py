from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # in-memory by default so the test-suite starts from a clean slate
    database_url: str = "sqlite+pysqlite:///:memory:"
    secret_key: str = "dev"


settings = Settings()
