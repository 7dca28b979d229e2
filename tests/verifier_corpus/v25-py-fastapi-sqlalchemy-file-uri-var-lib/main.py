from fastapi import FastAPI
from sqlalchemy import create_engine, text

engine = create_engine("sqlite:///file:/var/lib/conduit/conduit.db?mode=rwc&uri=true")
app = FastAPI()


@app.get("/api/tags")
def tags():
    with engine.connect() as connection:
        return {"tags": [row[0] for row in connection.execute(text("SELECT name FROM tags"))]}
