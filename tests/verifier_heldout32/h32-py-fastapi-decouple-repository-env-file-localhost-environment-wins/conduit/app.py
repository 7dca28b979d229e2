from fastapi import FastAPI
from sqlalchemy import select

from conduit.db import Base, SessionLocal, Tag, engine

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
