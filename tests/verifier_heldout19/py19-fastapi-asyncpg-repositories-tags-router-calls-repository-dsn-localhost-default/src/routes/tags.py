from fastapi import APIRouter
from src.repositories.tag_repository import TagRepository

router = APIRouter()
tag_repository = TagRepository()


@router.get("/tags")
async def list_tags():
    # nothing to do in a service for a plain list
    return {"tags": await tag_repository.list_names()}
