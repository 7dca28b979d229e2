import os

raw = os.environ["DATABASE_URL"]
DATABASE_URL = raw.replace("postgresql://", "postgresql+psycopg://", 1) if raw.startswith("postgresql://") else raw
