from fastapi import APIRouter

from app.db import SessionLocal
from app.services import TagRepository, TagService

router = APIRouter()


@router.get("/tags")
def list_tags():
    with SessionLocal() as session:
        return {"tags": TagService(TagRepository(session)).names()}


@router.post("/tags", status_code=201)
def add_tag(payload: dict):
    with SessionLocal() as session:
        TagRepository(session).add(payload["tag"])
    return {}
