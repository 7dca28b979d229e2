from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    sqlalchemy_database_uri: str = Field(
        "postgresql://conduit:conduit@localhost:5432/conduit",
        validation_alias="DATABASE_URL",
    )
    jwt_secret: str = "change-me"


settings = Settings()
