from pathlib import Path

from fastapi import FastAPI
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL

engine = create_engine(URL.create("sqlite", database="/tmp/conduit.db"))
app = FastAPI()


@app.get("/api/tags")
def tags():
    with engine.connect() as connection:
        return {"tags": [row[0] for row in connection.execute(text("SELECT name FROM tags"))]}
