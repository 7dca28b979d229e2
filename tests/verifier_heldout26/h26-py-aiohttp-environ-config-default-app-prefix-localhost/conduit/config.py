import environ


@environ.config
class AppConfig:
    """Configuration read from environment variables (12-factor)."""

    database_url = environ.var("postgresql+asyncpg://user:password@localhost:5432/conduit")
    jwt_secret = environ.var("dev-secret")
    port = environ.var(8080, converter=int)


config = environ.to_config(AppConfig)
