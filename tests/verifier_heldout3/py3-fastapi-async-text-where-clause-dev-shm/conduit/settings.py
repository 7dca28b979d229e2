import os

# tmpfs keeps the SQLite file off the slow overlay disk of the container and is wiped on reboot
DATABASE_URL = os.getenv("CONDUIT_DB_URL", "sqlite+aiosqlite:////dev/shm/conduit.db")
JWT_SECRET = os.getenv("JWT_SECRET", "dev-secret")
