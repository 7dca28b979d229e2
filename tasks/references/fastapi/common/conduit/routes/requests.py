"""Request bodies and query strings, validated by pydantic (failures become 422)."""

from typing import Annotated

# feature-begin: articles
from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel
# feature-else: articles
# from pydantic import AfterValidator, BaseModel
# feature-end: articles


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("can't be blank")
    return value


NonBlank = Annotated[str, AfterValidator(_not_blank)]


# feature-begin: articles
class Page(BaseModel):
    limit: int = Field(20, ge=1)
    offset: int = Field(0, ge=0)


class ArticleFilters(Page):
    tag: str | None = None
    author: str | None = None
    favorited: str | None = None  # feature-line: favorites


# feature-end: articles
class LoginUser(BaseModel):
    email: NonBlank
    password: NonBlank


class NewUser(BaseModel):
    username: NonBlank
    email: NonBlank
    password: NonBlank


class UpdateUser(BaseModel):
    # null is read as "not sent"; send "" to clear bio or image.
    username: NonBlank | None = None
    email: NonBlank | None = None
    password: NonBlank | None = None
    bio: str | None = None
    image: str | None = None


# feature-begin: articles
class NewArticle(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel)

    title: NonBlank
    description: NonBlank
    body: NonBlank
    tag_list: list[str] = []


class UpdateArticle(BaseModel):
    title: NonBlank | None = None
    description: NonBlank | None = None
    body: NonBlank | None = None


# feature-end: articles
# feature-begin: comments
class NewComment(BaseModel):
    body: NonBlank


# feature-end: comments
class LoginBody(BaseModel):
    user: LoginUser


class NewUserBody(BaseModel):
    user: NewUser


class UpdateUserBody(BaseModel):
    user: UpdateUser
# feature-begin: articles


class NewArticleBody(BaseModel):
    article: NewArticle


class UpdateArticleBody(BaseModel):
    article: UpdateArticle
# feature-end: articles
# feature-begin: comments


class NewCommentBody(BaseModel):
    comment: NewComment
# feature-end: comments
