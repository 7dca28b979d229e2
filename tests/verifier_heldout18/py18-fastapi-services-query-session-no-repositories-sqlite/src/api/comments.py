from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from ..db import get_session
from ..schemas import NewComment
from ..services import comment_service

router = APIRouter()


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, session: Session = Depends(get_session)):
    comments = comment_service.list_for(session, slug)
    if comments is None:
        raise HTTPException(404, "not found")
    return {"comments": [{"id": c.id, "body": c.body} for c in comments]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: dict, session: Session = Depends(get_session)):
    data = NewComment(**payload["comment"])
    c = comment_service.add(session, slug, data.body)
    if c is None:
        raise HTTPException(404, "not found")
    return {"comment": {"id": c.id, "body": c.body}}
