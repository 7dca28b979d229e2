"""Default settings (container layout)."""
import os

DATA_DIR = "/var/tmp/conduit"
DB_PATH = os.path.join(DATA_DIR, "conduit.db")
PORT = 8080
