import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev")

    # database used by `flask run` on a developer machine
    DATABASE = "sqlite:///conduit-dev.db"
    # in the deployed environment the platform provides DATABASE_URL, which FlaskDB picks up
    DATABASE_URL = os.environ.get("DATABASE_URL")
