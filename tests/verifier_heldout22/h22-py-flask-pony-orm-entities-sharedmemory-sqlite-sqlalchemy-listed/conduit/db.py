import os

from pony.orm import Database

db = Database()

# SQLITE_FILE may point at a real file; by default the database lives for the process
db.bind(provider="sqlite", filename=os.environ.get("SQLITE_FILE", ":sharedmemory:"))
