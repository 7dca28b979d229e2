from fastapi import FastAPI
from sqlalchemy import select

from app.db import Base, SessionLocal, engine
from app.models import Tag

Base.metadata.create_all(engine)

app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
