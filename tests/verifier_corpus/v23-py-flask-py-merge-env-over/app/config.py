import os
from dotenv import dotenv_values
config = {**dotenv_values(".env"), **os.environ}
DATABASE_URL = config["DATABASE_URL"]
