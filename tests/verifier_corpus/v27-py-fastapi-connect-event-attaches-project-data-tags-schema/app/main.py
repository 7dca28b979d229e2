from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import Base, engine, get_db
from app.models import Tag

Base.metadata.create_all(bind=engine)

app = FastAPI()


@app.get("/api/health")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}
