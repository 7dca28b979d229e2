import os

# project root = the directory that holds run.sh
BASE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir))

# keep the database under <project>/data so it is easy to wipe
DATA_DIR = os.path.join(BASE_DIR, "/data")
DATABASE_FILE = os.path.join(DATA_DIR, "conduit.db")

SQLALCHEMY_DATABASE_URI = "sqlite:///" + DATABASE_FILE
SECRET_KEY = os.environ.get("JWT_SECRET", "conduit-secret")
