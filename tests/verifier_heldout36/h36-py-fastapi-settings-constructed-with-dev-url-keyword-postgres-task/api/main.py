from fastapi import FastAPI
from sqlalchemy import select

from api.db import Base, SessionLocal, engine
from api.models import Tag

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with SessionLocal() as s:
        return {"tags": list(s.scalars(select(Tag.name).order_by(Tag.name)))}
