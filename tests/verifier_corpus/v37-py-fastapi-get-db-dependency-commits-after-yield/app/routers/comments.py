from fastapi import APIRouter, Depends, Header, HTTPException, Response
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.database import get_db
from app.services.comment_service import CommentService, Forbidden, NotFound

router = APIRouter(prefix="/api/articles/{slug}/comments", tags=["comments"])


class NewComment(BaseModel):
    body: str


class NewCommentEnvelope(BaseModel):
    comment: NewComment


def current_user(authorization: str = Header()) -> int:
    return int(authorization.removeprefix("Token ").split(".")[0])


@router.post("", status_code=201)
def add_comment(slug: str, payload: NewCommentEnvelope, db: Session = Depends(get_db),
                user_id: int = Depends(current_user)):
    try:
        comment = CommentService(db).add(slug, user_id, payload.comment.body)
    except NotFound:
        raise HTTPException(404, detail="article not found")
    return {"comment": {"id": comment.id, "body": comment.body, "createdAt": comment.created_at.isoformat()}}


@router.delete("/{comment_id}", status_code=204)
def delete_comment(slug: str, comment_id: int, db: Session = Depends(get_db), user_id: int = Depends(current_user)):
    try:
        CommentService(db).delete(slug, comment_id, user_id)
    except NotFound:
        raise HTTPException(404, detail="comment not found")
    except Forbidden:
        raise HTTPException(403, detail="not your comment")
    return Response(status_code=204)
