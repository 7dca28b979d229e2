from fastapi import FastAPI
from sqlalchemy import select

from app.database import Base, SessionLocal, engine
from app.models import Tag

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
