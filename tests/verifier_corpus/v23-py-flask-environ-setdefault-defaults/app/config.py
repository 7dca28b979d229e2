import os

DATABASE_URL = os.environ["DATABASE_URL"]
