from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from src.database import engine, get_db
from src.models import Base, Tag

Base.metadata.create_all(bind=engine)

app = FastAPI()


@app.get("/api/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}
