from fastapi import FastAPI
from sqlalchemy import select

from app.database import SessionLocal
from app.models import Tag

app = FastAPI()


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": session.scalars(select(Tag.name).order_by(Tag.name)).all()}
