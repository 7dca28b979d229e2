from fastapi import FastAPI
from sqlalchemy import select

from conduit.storage import SessionLocal, Tag

api = FastAPI()


@api.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name)))}
