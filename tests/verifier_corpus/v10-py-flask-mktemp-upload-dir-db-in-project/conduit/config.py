import os
import tempfile

BASE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(BASE_DIR, "data", "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    UPLOAD_FOLDER = os.environ.get("CONDUIT_UPLOAD_DIR", tempfile.gettempdir())
    MAX_CONTENT_LENGTH = 2 * 1024 * 1024
