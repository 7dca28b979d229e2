import os

# The database lives in a data directory next to the code checkout, so that
# redeploying (replacing the checkout) keeps the data.
DATA_DIR = os.path.abspath(os.path.join(os.getcwd(), os.pardir, "conduit-data"))


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "flask-conduit")
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(DATA_DIR, "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
