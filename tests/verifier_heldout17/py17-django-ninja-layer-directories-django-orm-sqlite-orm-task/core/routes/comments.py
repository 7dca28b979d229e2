from ninja import Router, Schema

from core.services.comment_service import CommentError, CommentService

router = Router()
service = CommentService()


class CommentIn(Schema):
    body: str


@router.get("/articles/{slug}/comments")
def list_comments(request, slug: str):
    return {"comments": [{"id": c.id, "body": c.body, "author": {"username": c.author_username}}
                         for c in service.list(slug)]}


@router.post("/articles/{slug}/comments")
def add_comment(request, slug: str, payload: dict):
    try:
        c = service.add(slug, "anonymous", payload["comment"]["body"])
    except CommentError as exc:
        return router.api.create_response(request, {"errors": {"body": [str(exc)]}}, status=exc.status)
    return {"comment": {"id": c.id, "body": c.body}}
