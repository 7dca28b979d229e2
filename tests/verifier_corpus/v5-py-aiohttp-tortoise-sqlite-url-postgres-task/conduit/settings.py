SECRET_KEY = "change-me"

MODELS = ["conduit.models"]

# Tortoise URLs: sqlite://<path> is a file relative to the working directory
DB_URL = "sqlite://db.sqlite3"
DB_URL_TEST = "sqlite://:memory:"
