import jwt
from fastapi import APIRouter, Depends, Header, HTTPException
from pydantic import BaseModel

from app import settings
from app.container import comment_service
from app.entities import Comment
from app.services.comment_service import CommentService, Forbidden, NotFound

router = APIRouter()


class NewComment(BaseModel):
    body: str


class NewCommentEnvelope(BaseModel):
    comment: NewComment


def user_id(authorization: str = Header(default="")) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), settings.JWT_SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="unauthorized")


def _json(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author_username, "bio": c.author_bio, "image": c.author_image,
                       "following": False}}


@router.get("/articles/{slug}/comments")
async def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    try:
        return {"comments": [_json(c) for c in await service.list(slug)]}
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.post("/articles/{slug}/comments")
async def add_comment(slug: str, body: NewCommentEnvelope, uid: int = Depends(user_id),
                      service: CommentService = Depends(comment_service)):
    try:
        return {"comment": _json(await service.add(slug, uid, body.comment.body))}
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.delete("/articles/{slug}/comments/{comment_id}")
async def delete_comment(slug: str, comment_id: int, uid: int = Depends(user_id),
                         service: CommentService = Depends(comment_service)):
    try:
        await service.delete(comment_id, uid)
    except NotFound:
        raise HTTPException(status_code=404, detail="comment not found")
    except Forbidden:
        raise HTTPException(status_code=403, detail="forbidden")
    return {}
