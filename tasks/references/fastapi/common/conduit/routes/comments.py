from fastapi import APIRouter, Response, status

from conduit.routes.deps import IdentityDep, OptionalIdentityDep, ServicesDep
from conduit.routes.requests import NewCommentBody
from conduit.routes.responses import CommentResponse, CommentsResponse, comment

router = APIRouter(prefix="/articles/{slug}/comments", tags=["comments"])


@router.get("")
def list_comments(slug: str, caller: OptionalIdentityDep, services: ServicesDep) -> CommentsResponse:
    viewer = caller.user if caller else None
    return CommentsResponse(comments=[comment(view) for view in services.comments.for_article(slug, viewer)])


# The spec answers 200 (not 201) to a new comment.
@router.post("")
def add_comment(slug: str, body: NewCommentBody, caller: IdentityDep, services: ServicesDep) -> CommentResponse:
    return CommentResponse(comment=comment(services.comments.add(caller.user, slug, body.comment.body)))


@router.delete("/{comment_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_comment(slug: str, comment_id: int, caller: IdentityDep, services: ServicesDep) -> Response:
    services.comments.delete(caller.user, slug, comment_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
