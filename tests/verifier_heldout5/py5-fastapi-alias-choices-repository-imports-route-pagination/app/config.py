from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    # CONDUIT_DB_URL wins when set (local overrides); the platform provides DATABASE_URL.
    database_url: str = Field(
        default="postgresql://postgres:postgres@localhost:5432/conduit",
        validation_alias=AliasChoices("CONDUIT_DB_URL", "DATABASE_URL"),
    )


settings = Settings()
