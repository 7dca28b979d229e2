from fastapi import APIRouter, Body, Header, HTTPException

from app.services.comments import ArticleNotFound, CommentService

router = APIRouter(prefix="/api")
service = CommentService()


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/articles/{slug}/comments")
def list_comments(slug: str) -> dict:
    try:
        items = service.list(slug)
    except ArticleNotFound as exc:
        raise HTTPException(404) from exc
    return {"comments": [{"id": c.id, "body": c.body, "createdAt": c.created_at,
                          "author": {"username": c.author}} for c in items]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: dict = Body(...), authorization: str | None = Header(default=None)) -> dict:
    if not authorization:
        raise HTTPException(401)
    username = authorization.removeprefix("Token ").split(".")[0]
    try:
        c = service.add(slug, username, payload.get("comment", {}).get("body", ""))
    except ArticleNotFound as exc:
        raise HTTPException(404) from exc
    return {"comment": {"id": c.id, "body": c.body, "createdAt": c.created_at, "author": {"username": c.author}}}
