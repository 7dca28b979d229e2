from ninja import Router, Schema

from conduit.services.comment_service import CommentService

router = Router()
service = CommentService()


class CommentIn(Schema):
    body: str


class CommentEnvelope(Schema):
    comment: CommentIn


def _out(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "author": {"username": c.author}}


@router.get("/articles/{slug}/comments")
def list_comments(request, slug: str):
    return {"comments": [_out(c) for c in service.comments(slug)]}


@router.post("/articles/{slug}/comments")
def add_comment(request, slug: str, payload: CommentEnvelope):
    user = request.headers.get("X-User", "anonymous")
    return 200, {"comment": _out(service.add(slug, user, payload.comment.body))}


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(request, slug: str, comment_id: int):
    ok = service.remove(comment_id, request.headers.get("X-User", ""))
    return (200, {}) if ok else (403, {"errors": {"comment": ["forbidden"]}})
