from fastapi import APIRouter, Body, Depends, HTTPException, Response
from sqlalchemy.orm import Session

from app.db import get_session
from app.services import comments as service

router = APIRouter(prefix="/api/articles/{slug}/comments")


@router.get("")
def list_comments(slug: str, session: Session = Depends(get_session)):
    try:
        return {"comments": service.list_for(session, slug)}
    except service.NotFound:
        raise HTTPException(404, "article not found")


@router.post("", status_code=201)
def add_comment(slug: str, payload: dict = Body(...), session: Session = Depends(get_session)):
    try:
        return {"comment": service.add(session, slug, payload["comment"]["body"])}
    except service.NotFound:
        raise HTTPException(404, "article not found")


@router.delete("/{comment_id}", status_code=204)
def delete_comment(slug: str, comment_id: int, session: Session = Depends(get_session)):
    try:
        service.delete(session, slug, comment_id)
    except service.NotFound:
        raise HTTPException(404, "comment not found")
    return Response(status_code=204)
