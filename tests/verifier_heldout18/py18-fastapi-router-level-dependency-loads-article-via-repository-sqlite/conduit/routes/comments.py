from fastapi import APIRouter, Depends

from ..services.comment_service import CommentService
from .deps import article_must_exist, comment_service

router = APIRouter(prefix="/articles/{slug}/comments", dependencies=[Depends(article_must_exist)])


def dump(c):
    return {"id": c.id, "body": c.body}


@router.get("")
def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    return {"comments": [dump(c) for c in service.list(slug)]}


@router.post("", status_code=200)
def add_comment(slug: str, payload: dict, service: CommentService = Depends(comment_service)):
    return {"comment": dump(service.add(slug, 1, payload["comment"]["body"]))}
