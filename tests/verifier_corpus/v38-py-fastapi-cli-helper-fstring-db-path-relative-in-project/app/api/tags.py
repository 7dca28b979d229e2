from fastapi import APIRouter

from app.services import tags

router = APIRouter(prefix="/api")


@router.get("/tags")
def list_tags():
    return {"tags": tags.popular()}


@router.get("/health-check")
def health():
    return {"status": "ok"}
