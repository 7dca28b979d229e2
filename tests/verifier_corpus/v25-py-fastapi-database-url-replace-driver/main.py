import os

from fastapi import FastAPI
from sqlalchemy import create_engine, text

DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
engine = create_engine(DATABASE_URL)
app = FastAPI()


@app.get("/api/tags")
def tags():
    with engine.connect() as connection:
        return {"tags": [row[0] for row in connection.execute(text("SELECT name FROM tags"))]}
