from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import Base, engine, get_db
from app.models import Tag

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}
