from fastapi import APIRouter
from wireup import Injected

from app.repositories.tag_repository import TagRepository

router = APIRouter()


@router.get("/tags")
async def list_tags(tags: Injected[TagRepository]) -> dict:
    # nothing to decide here, read the names straight from the store
    return {"tags": tags.names()}
