import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    # Flask-SQLAlchemy 3 resolves a relative sqlite path against app.instance_path,
    # i.e. <project>/instance/conduit.db
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit.db"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRES_DAYS = 30
