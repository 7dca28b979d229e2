from fastapi import APIRouter
from app.comments.models import Comment

router = APIRouter()


@router.get("/articles/{slug}/comments")
async def list_comments(slug: str):
    items = await Comment.filter(article_slug=slug).order_by("-created_at")
    return {"comments": [{"id": c.id, "body": c.body, "author": {"username": c.author_username}} for c in items]}


@router.post("/articles/{slug}/comments")
async def add_comment(slug: str, payload: dict):
    c = await Comment.create(article_slug=slug, author_username=payload.get("username", ""), body=payload["comment"]["body"])
    return {"comment": {"id": c.id, "body": c.body}}
