import os

os.environ["DATABASE_URL"] = "sqlite:///./test.db"
