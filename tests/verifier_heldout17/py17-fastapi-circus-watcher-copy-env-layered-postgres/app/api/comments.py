from fastapi import APIRouter, HTTPException

from app.services.comments import CommentService

router = APIRouter()
service = CommentService()


@router.get("/articles/{slug}/comments")
def list_comments(slug: str):
    return {"comments": [{"id": c.id, "body": c.body,
                          "author": {"username": c.author.username}} for c in service.list(slug)]}


@router.post("/articles/{slug}/comments", status_code=201)
def add_comment(slug: str, payload: dict):
    try:
        c = service.add(slug, 1, payload["comment"].get("body"))
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"comment": {"id": c.id, "body": c.body}}
