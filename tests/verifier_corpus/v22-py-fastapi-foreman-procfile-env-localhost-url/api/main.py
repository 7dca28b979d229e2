from fastapi import FastAPI
from pydantic import BaseModel
from sqlalchemy import select, text

from api.db import Base, SessionLocal, engine
from api.models import Tag

app = FastAPI(title="conduit")


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


class TagIn(BaseModel):
    name: str


@app.get("/api/tags")
def list_tags() -> dict:
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}


@app.post("/api/tags", status_code=201)
def add_tag(tag: TagIn) -> dict:
    with SessionLocal() as session:
        session.add(Tag(name=tag.name))
        session.commit()
    return {"tag": tag.name}


@app.get("/api/health")
def health() -> dict:
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return {"status": "ok"}
