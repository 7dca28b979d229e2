from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.core.db import SessionLocal, engine
from app.models import Base, Tag

Base.metadata.create_all(engine)
app = FastAPI()


def session():
    with SessionLocal() as s:
        yield s


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(db: Session = Depends(session)):
    return {"tags": db.scalars(select(Tag.name).distinct()).all()}
