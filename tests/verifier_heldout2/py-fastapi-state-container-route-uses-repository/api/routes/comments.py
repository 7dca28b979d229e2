from fastapi import APIRouter, Request

router = APIRouter()


@router.get("/articles/{slug}/comments")
def list_comments(request: Request, slug: str):
    repo = request.app.state.container.comment_repository
    return {"comments": [{"id": c.id, "body": c.body} for c in repo.list_for_article(slug)]}


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(request: Request, slug: str, comment_id: int):
    request.app.state.container.comment_repository.delete(comment_id)
    return {}
