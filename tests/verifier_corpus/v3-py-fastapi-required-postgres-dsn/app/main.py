from fastapi import Depends, FastAPI
from sqlalchemy.orm import Session

from app import models
from app.database import Base, engine, get_db

Base.metadata.create_all(bind=engine)
app = FastAPI()


@app.get("/api/tags")
def read_tags(db: Session = Depends(get_db)):
    return {"tags": [t.name for t in db.query(models.Tag).order_by(models.Tag.name).all()]}
