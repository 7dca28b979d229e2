import os
from dotenv import dotenv_values
os.environ.update(dotenv_values(".env"))
DATABASE_URL = os.environ["DATABASE_URL"]
