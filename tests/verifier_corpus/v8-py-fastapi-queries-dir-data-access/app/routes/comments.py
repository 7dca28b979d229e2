from fastapi import APIRouter, Depends, Header, HTTPException

from app.deps import comment_service
from app.services.comments import CommentService, NotFound

router = APIRouter()


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, service: CommentService = Depends(comment_service)) -> dict:
    return {"comments": service.for_article(slug)}


@router.post("/articles/{slug}/comments", status_code=201)
def add_comment(slug: str, payload: dict, x_username: str = Header(...),
                service: CommentService = Depends(comment_service)) -> dict:
    try:
        return {"comment": service.add(slug, x_username, payload["comment"]["body"])}
    except NotFound as exc:
        raise HTTPException(status_code=404, detail=str(exc)) from exc


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(slug: str, comment_id: int, service: CommentService = Depends(comment_service)) -> dict:
    service.remove(comment_id)
    return {}
