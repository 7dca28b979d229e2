from fastapi import APIRouter, Depends, Header, HTTPException

from app.core.deps import comment_service
from app.services.comment_service import CommentNotFound, CommentService, Forbidden

router = APIRouter(prefix="/api/articles/{slug}/comments", tags=["comments"])


def _out(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
            "updatedAt": c.updated_at.isoformat() + "Z",
            "author": {"username": c.author_username, "bio": None, "image": None, "following": False}}


@router.get("")
def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    return {"comments": [_out(c) for c in service.list(slug)]}


@router.post("")
def add_comment(slug: str, payload: dict, x_username: str = Header(...),
                service: CommentService = Depends(comment_service)):
    try:
        comment = service.add(slug, x_username, payload.get("comment", {}).get("body"))
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"comment": _out(comment)}


@router.delete("/{comment_id}")
def delete_comment(slug: str, comment_id: int, x_username: str = Header(...),
                   service: CommentService = Depends(comment_service)):
    try:
        service.remove(comment_id, x_username)
    except CommentNotFound:
        raise HTTPException(status_code=404, detail="comment not found")
    except Forbidden:
        raise HTTPException(status_code=403, detail="forbidden")
    return {}
