import environ


@environ.config(prefix="CONDUIT")
class AppConfig:
    database_url = environ.var("sqlite:///./conduit.db")
    jwt_secret = environ.var("dev-secret")
    debug = environ.bool_var(False)


# Reads CONDUIT_DATABASE_URL, CONDUIT_JWT_SECRET, CONDUIT_DEBUG from the environment.
config = environ.to_config(AppConfig)
