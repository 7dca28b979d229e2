from typing import Literal

from pydantic import model_validator
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    environment: Literal["development", "staging", "production"] = "development"
    database_url: str | None = None
    local_database_url: str = "postgresql+psycopg://postgres:postgres@localhost:5432/conduit_dev"
    sqlalchemy_url: str = ""
    secret_key: str = "dev"

    @model_validator(mode="after")
    def pick_database(self):
        if self.environment == "development":
            self.sqlalchemy_url = self.local_database_url
        else:
            url = self.database_url or ""
            self.sqlalchemy_url = url.replace("postgresql://", "postgresql+psycopg://", 1)
        return self


settings = Settings()
