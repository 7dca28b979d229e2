from fastapi import Depends, FastAPI
from sqlalchemy.orm import Session

from db import Base, engine, get_session
from repositories import TagRepository
from services import tags as tag_service

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/tags")
def list_tags(session: Session = Depends(get_session)):
    return {"tags": tag_service.popular_tags(TagRepository(session))}
