from dishka.integrations.fastapi import DishkaRoute, FromDishka
from fastapi import APIRouter, Depends
from pydantic import BaseModel

from conduit.handlers.auth import required_user_id
from conduit.use_cases.comments import CommentInteractor

router = APIRouter(prefix="/articles/{slug}/comments", route_class=DishkaRoute)


class NewComment(BaseModel):
    body: str


class NewCommentEnvelope(BaseModel):
    comment: NewComment


def _dump(comment) -> dict:
    return {
        "id": comment.id,
        "body": comment.body,
        "createdAt": comment.created_at.isoformat(),
        "updatedAt": comment.created_at.isoformat(),
        "author": {"username": comment.author.username, "bio": comment.author.bio, "image": comment.author.image, "following": False},
    }


@router.get("")
async def list_comments(slug: str, comments: FromDishka[CommentInteractor]) -> dict:
    return {"comments": [_dump(c) for c in await comments.list(slug)]}


@router.post("", status_code=201)
async def add_comment(
    slug: str, payload: NewCommentEnvelope, comments: FromDishka[CommentInteractor], user_id: int = Depends(required_user_id)
) -> dict:
    return {"comment": _dump(await comments.add(slug, user_id, payload.comment.body))}
