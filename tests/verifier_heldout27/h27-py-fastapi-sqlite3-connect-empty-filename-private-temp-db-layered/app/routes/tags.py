from fastapi import APIRouter

from app.services.tag_service import TagService

router = APIRouter()
service = TagService()


@router.get("/tags")
def list_tags() -> dict:
    return {"tags": service.all()}
