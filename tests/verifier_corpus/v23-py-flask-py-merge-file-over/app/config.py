import os
from dotenv import dotenv_values
config = {**os.environ, **dotenv_values(".env")}
DATABASE_URL = config["DATABASE_URL"]
