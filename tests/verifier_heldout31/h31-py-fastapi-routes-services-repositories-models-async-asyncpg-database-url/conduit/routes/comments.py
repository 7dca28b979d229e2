from fastapi import APIRouter, Depends, Header, HTTPException, Response
from pydantic import BaseModel

from conduit.services.comment_service import CommentNotFound, CommentService, NotCommentAuthor
from conduit.wiring import comment_service

router = APIRouter()


class NewComment(BaseModel):
    body: str


class NewCommentEnvelope(BaseModel):
    comment: NewComment


def _out(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(), "author": {"username": c.author_username}}


@router.get("/articles/{slug}/comments")
async def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    return {"comments": [_out(c) for c in await service.list(slug)]}


@router.post("/articles/{slug}/comments", status_code=201)
async def add_comment(slug: str, payload: NewCommentEnvelope, x_username: str = Header(...),
                      service: CommentService = Depends(comment_service)):
    return {"comment": _out(await service.add(slug, x_username, payload.comment.body))}


@router.delete("/articles/{slug}/comments/{comment_id}", status_code=204)
async def delete_comment(slug: str, comment_id: int, x_username: str = Header(...),
                         service: CommentService = Depends(comment_service)):
    try:
        await service.delete(slug, comment_id, x_username)
    except CommentNotFound:
        raise HTTPException(404, "comment not found")
    except NotCommentAuthor:
        raise HTTPException(403, "forbidden")
    return Response(status_code=204)
