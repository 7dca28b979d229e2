from fastapi import FastAPI
from sqlalchemy import select

from app.db import SessionLocal, engine
from app.models import Base, Tag

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": session.scalars(select(Tag.name)).all()}
