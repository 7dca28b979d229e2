from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.session import get_session
from app.routers.auth import current_user_id
from app.repositories.comment_repository import CommentRepository
from app.services.comment_service import CommentService, NotFound, Forbidden

router = APIRouter()


def comment_out(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": False}}


def get_service(session: AsyncSession = Depends(get_session)) -> CommentService:
    return CommentService(CommentRepository(session))


@router.get("/articles/{slug}/comments")
async def list_comments(slug: str, svc: CommentService = Depends(get_service)):
    try:
        return {"comments": [comment_out(c) for c in await svc.list(slug)]}
    except NotFound:
        raise HTTPException(404, {"article": ["not found"]})


@router.post("/articles/{slug}/comments")
async def add_comment(slug: str, payload: dict = Body(...), user_id: int = Depends(current_user_id),
                      svc: CommentService = Depends(get_service), session: AsyncSession = Depends(get_session)):
    try:
        comment = await svc.add(slug, user_id, payload["comment"]["body"])
    except NotFound:
        raise HTTPException(404, {"article": ["not found"]})
    # the author relationship is not loaded after the insert; load it before serialising
    await session.refresh(comment, attribute_names=["author"])
    return {"comment": comment_out(comment)}


@router.delete("/articles/{slug}/comments/{comment_id}")
async def delete_comment(slug: str, comment_id: int, user_id: int = Depends(current_user_id),
                         svc: CommentService = Depends(get_service)):
    try:
        await svc.delete(slug, comment_id, user_id)
    except NotFound:
        raise HTTPException(404, {"comment": ["not found"]})
    except Forbidden:
        raise HTTPException(403, {"comment": ["forbidden"]})
    return {}
