from fastapi import APIRouter, Body, Depends

from application import publishing
from web.auth import viewer

router = APIRouter()


@router.get("/articles")
def browse(tag: str | None = None, limit: int = 20, offset: int = 0):
    return publishing.browse(tag, limit, offset)


@router.post("/articles", status_code=201)
def publish(body: dict = Body(...), user=Depends(viewer)):
    return {"article": publishing.publish(user, body.get("article") or {})}


@router.get("/articles/{slug}")
def read(slug: str):
    return {"article": publishing.read(slug)}


@router.get("/tags")
def tags():
    return {"tags": publishing.tags()}
