import os

from dotenv import find_dotenv, load_dotenv

load_dotenv(find_dotenv(usecwd=True))

SQLITE_FILE = os.getenv("SQLITE_FILE", "conduit.db")
PORT = int(os.getenv("PORT", "8080"))
