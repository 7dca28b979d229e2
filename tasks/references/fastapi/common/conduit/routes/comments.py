# feature-file: comments
from fastapi import APIRouter, Response, status

# feature-begin: profiles
from conduit.routes.deps import IdentityDep, OptionalIdentityDep, ServicesDep
# feature-else: profiles
# from conduit.routes.deps import IdentityDep, ServicesDep
# feature-end: profiles
from conduit.routes.requests import NewCommentBody
from conduit.routes.responses import CommentResponse, CommentsResponse, comment

router = APIRouter(prefix="/articles/{slug}/comments", tags=["comments"])


@router.get("")
# feature-begin: profiles
def list_comments(slug: str, caller: OptionalIdentityDep, services: ServicesDep) -> CommentsResponse:
    viewer = caller.user if caller else None
    return CommentsResponse(comments=[comment(view) for view in services.comments.for_article(slug, viewer)])
# feature-else: profiles
# def list_comments(slug: str, services: ServicesDep) -> CommentsResponse:
#     return CommentsResponse(comments=[comment(entity) for entity in services.comments.for_article(slug)])
# feature-end: profiles


# The spec answers 200 (not 201) to a new comment.
@router.post("")
def add_comment(slug: str, body: NewCommentBody, caller: IdentityDep, services: ServicesDep) -> CommentResponse:
    return CommentResponse(comment=comment(services.comments.add(caller.user, slug, body.comment.body)))


@router.delete("/{comment_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_comment(slug: str, comment_id: int, caller: IdentityDep, services: ServicesDep) -> Response:
    services.comments.delete(caller.user, slug, comment_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
