import os

PROJECT_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


class Config(object):
    SECRET_KEY = os.environ.get("CONDUIT_SECRET", "secret-key")
    SQLALCHEMY_DATABASE_URI = "sqlite:///{}".format(os.path.join(PROJECT_ROOT, "var", "conduit.db"))
    SQLALCHEMY_TRACK_MODIFICATIONS = False
