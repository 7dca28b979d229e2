from fastapi import APIRouter, Body, Depends, Header

from api.database import session_scope
from api.repositories.comments import CommentRepository
from api.services.comments import CommentService

router = APIRouter()


def comments(session=Depends(session_scope)) -> CommentService:
    return CommentService(CommentRepository(session))


@router.get("/api/articles/{slug}/comments")
def list_comments(slug: str, svc: CommentService = Depends(comments)):
    return {"comments": svc.list(slug)}


@router.post("/api/articles/{slug}/comments")
def add_comment(slug: str, payload: dict = Body(...), authorization: str = Header(""),
                svc: CommentService = Depends(comments)):
    body = payload.get("comment", {}).get("body", "")
    return {"comment": svc.add(slug, authorization.split(" ")[-1] or "anonymous", body)}
